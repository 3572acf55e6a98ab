import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_RIPPLE_MS,
} from '../../../common/constants';
import { messages } from '../../../common/messages';
import { postJson } from '../../lib/post-json';
import { contactProblem, type ContactFields } from '../../lib/visitor-input';
import { useTypedBeforeHydration } from '../../shell/use-typed-before-hydration';
import { useRipple } from './use-ripple';
import styles from './home.module.css';

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

/** The answer of the home page's action, for visitors without JavaScript. */
export type ContactActionResult = { ok: true } | { ok: false; message: string };

const EMPTY: ContactFields = { name: '', email: '', message: '' };

function initialStatus(result?: ContactActionResult): Status {
  if (!result) return { kind: 'idle' };
  return result.ok ? { kind: 'sent' } : { kind: 'error', message: result.message };
}

/**
 * SPEC.md §4: idle → 'Sending...' (disabled) → 'Message sent successfully!' with the form
 * cleared, or 'Failed to send message. Please try again.'. Posts to /api/contact; without
 * JavaScript the same form posts to the home page's action.
 */
export function ContactForm({ actionResult }: { actionResult?: ContactActionResult }) {
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, fields, setFields);
  const [status, setStatus] = useState<Status>(() => initialStatus(actionResult));
  const { ripple, start: startRipple } = useRipple();

  const update = (name: keyof ContactFields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const problem = contactProblem(fields);
    if (problem) {
      setStatus({ kind: 'error', message: problem });
      return;
    }
    setStatus({ kind: 'sending' });
    const result = await postJson('/api/contact', fields);
    if (result.ok) {
      setFields(EMPTY);
      setStatus({ kind: 'sent' });
    } else {
      setStatus({ kind: 'error', message: messages.contactFailed });
    }
  }

  const sending = status.kind === 'sending';
  return (
    <form
      ref={formRef}
      method="post"
      action="/?index"
      className={styles.contactForm}
      noValidate
      onSubmit={submit}
      aria-label="Contact form"
    >
      <div className={styles.contactRow}>
        <div className="field">
          <label className="label" htmlFor="contact-name">
            Name
          </label>
          <input
            id="contact-name"
            className="input"
            name="name"
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX_LENGTH}
            aria-required="true"
            value={fields.name}
            onChange={(event) => update('name')(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor="contact-email">
            Email
          </label>
          <input
            id="contact-email"
            className="input"
            name="email"
            type="email"
            autoComplete="email"
            aria-required="true"
            value={fields.email}
            onChange={(event) => update('email')(event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label className="label" htmlFor="contact-message">
          Message
        </label>
        <textarea
          id="contact-message"
          className="textarea"
          name="message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          aria-required="true"
          aria-describedby="contact-status"
          value={fields.message}
          onChange={(event) => update('message')(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className={`btn btn-primary ${styles.sendButton}`}
        disabled={sending}
        onClick={startRipple}
      >
        {sending ? 'Sending...' : 'Send Message'}
        {sending ? null : <Send aria-hidden="true" size={16} />}
        {ripple ? (
          <span
            key={ripple.id}
            className={styles.ripple}
            data-testid="contact-ripple"
            style={{ left: ripple.x, top: ripple.y, animationDuration: `${CONTACT_RIPPLE_MS}ms` }}
            aria-hidden="true"
          />
        ) : null}
      </button>
      <div id="contact-status" className={styles.contactStatus}>
        <p role="status" className={status.kind === 'sent' ? styles.success : undefined}>
          {status.kind === 'sent' ? messages.contactSent : ''}
        </p>
        <p role="alert" className={status.kind === 'error' ? styles.error : undefined}>
          {status.kind === 'error' ? status.message : ''}
        </p>
      </div>
    </form>
  );
}
