import { data } from 'react-router';
import type { VisitorWriteResult } from '#common/load-context.ts';
import { readForm, UNREADABLE_FORM_MESSAGE } from './read-form.server';
import type { VisitorActionResult } from './use-visitor-form';

const BAD_REQUEST = 400;

/**
 * A visitor form's refusal, with the status the API gives for the same reason, and the text the
 * visitor sent so the form comes back filled in.
 */
export function visitorFormRefusal(message: string, status: number, form?: FormData) {
  const fields = form ? textFields(form) : undefined;
  return data<VisitorActionResult>({ ok: false, message, fields }, { status });
}

/** A form's text fields (files, which these forms never have, left out). */
function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/**
 * What a page's action answers for a visitor form posted without JavaScript: a 400 when the body
 * cannot be read as a form, else what `submit` (the same server function the API calls) made
 * of its fields, so rules, statuses and messages match the JavaScript path.
 */
export async function answerVisitorForm(
  request: Request,
  submit: (form: FormData) => Promise<VisitorWriteResult<unknown>>,
) {
  const form = await readForm(request);
  if (!form) return visitorFormRefusal(UNREADABLE_FORM_MESSAGE, BAD_REQUEST);
  const result = await submit(form);
  if (!result.ok) return visitorFormRefusal(result.message, result.status, form);
  return data<VisitorActionResult>({ ok: true });
}
