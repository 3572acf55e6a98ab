import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '../shell/use-typed-before-hydration';
import { messages } from '#common/messages.ts';
import { postJson } from './post-json';

/**
 * The answer of a page's form action, for visitors without JavaScript: on a refusal, the text
 * they sent, so nothing they typed is lost.
 */
export type VisitorActionResult =
  { ok: true } | { ok: false; message: string; fields?: Record<string, string> };

export type VisitorFormStatus =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

interface VisitorFormOptions<F extends { [K in keyof F]: string }> {
  empty: F;
  /** What the page's action answered when the form was posted without JavaScript. */
  actionResult?: VisitorActionResult;
  /** The first rule the fields break (the shared visitor-input rules), or null. */
  problem(fields: F): string | null;
  /** The field each rule's message is about, so a refusal marks that field invalid. */
  messageFields: Readonly<Record<string, keyof F & string>>;
  endpoint: string;
  body(fields: F): unknown;
  /** Shown when the server gives no message of its own (or `serverMessages` is off). */
  failedMessage: string;
  serverMessages: boolean;
  /** How long 'sent' stays before the form is idle again; forever when absent. */
  sentForMs?: number;
  onSent?(): void;
}

/**
 * What a visitor's form does (the comment and contact forms): controlled fields that keep text
 * typed before hydration, the shared rules checked before sending, one request at a time, the
 * fields cleared only once the server stored them, and the answer as a status.
 */
export function useVisitorForm<F extends { [K in keyof F]: string }>(
  options: VisitorFormOptions<F>,
) {
  const [fields, setFields] = useState<F>(() => refusedFields(options.empty, options.actionResult));
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, fields, setFields);
  const [status, setStatus] = useState<VisitorFormStatus>(() => {
    const result = options.actionResult;
    if (!result) return { kind: 'idle' };
    return result.ok ? { kind: 'sent' } : { kind: 'error', message: result.message };
  });
  const { sentForMs } = options;

  useEffect(() => {
    if (status.kind !== 'sent' || sentForMs === undefined) return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), sentForMs);
    return () => clearTimeout(timer);
  }, [status, sentForMs]);

  const invalid = invalidFields(status, fields, options.messageFields);
  /**
   * A field's name, value and change handler, and whether the refusal shown is about it: what
   * InputField and TextAreaField take.
   */
  const field = (name: keyof F & string) => ({
    name,
    value: fields[name],
    onValueChange: (value: string) => setFields((current) => ({ ...current, [name]: value })),
    'aria-invalid': invalid.has(name) || undefined,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const problem = options.problem(fields);
    if (problem) {
      setStatus({ kind: 'error', message: problem });
      return;
    }
    setStatus({ kind: 'sending' });
    const result = await postJson(options.endpoint, options.body(fields));
    if (result.ok) {
      setFields(options.empty);
      setStatus({ kind: 'sent' });
      options.onSent?.();
    } else {
      const message = options.serverMessages ? result.serverMessage : null;
      setStatus({ kind: 'error', message: message ?? options.failedMessage });
    }
  }

  // Both forms post to their page's action too, for visitors without JavaScript.
  const formProps = { ref: formRef, method: 'post', noValidate: true, onSubmit: submit } as const;
  return { fields, field, status, formProps };
}

/** The form's fields as a refused post without JavaScript sent them, else empty. */
function refusedFields<F extends { [K in keyof F]: string }>(
  empty: F,
  result: VisitorActionResult | undefined,
): F {
  const sent = result && !result.ok ? result.fields : undefined;
  if (!sent) return empty;
  const fields = { ...empty };
  for (const name of Object.keys(empty) as (keyof F & string)[]) {
    const value = sent[name];
    if (typeof value === 'string') fields[name] = value as F[typeof name];
  }
  return fields;
}

/**
 * The fields a refusal is about: the blank ones when every field is required, else the one
 * whose rule the message is; none for a message about no field (the store failed, NUL).
 */
function invalidFields<F extends { [K in keyof F]: string }>(
  status: VisitorFormStatus,
  fields: F,
  messageFields: Readonly<Record<string, keyof F & string>>,
): Set<keyof F & string> {
  if (status.kind !== 'error') return new Set();
  const names = Object.keys(fields) as (keyof F & string)[];
  if (status.message === messages.allFieldsRequired) {
    return new Set(names.filter((name) => fields[name].trim() === ''));
  }
  const name = messageFields[status.message];
  return new Set(name ? [name] : []);
}
