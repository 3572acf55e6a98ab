import { Send } from 'lucide-react';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
} from '../../../common/content-limits';
import { CONTACT_RIPPLE_MS, useRipple } from './use-ripple';
import { messages } from '../../../common/messages';
import { useVisitorForm, type VisitorActionResult } from '../../lib/use-visitor-form';
import { contactProblem, type ContactFields } from '../../lib/visitor-input';
import styles from './home.module.css';

/** The answer of the home page's action, for visitors without JavaScript. */
export type ContactActionResult = VisitorActionResult;

const EMPTY: ContactFields = { name: '', email: '', message: '' };

/**
 * docs/product.md#content-and-fallback: idle → 'Sending...' (disabled) → 'Message sent successfully!' with the form
 * cleared, or 'Failed to send message. Please try again.'. Posts to /api/contact; without
 * JavaScript the same form posts to the home page's action.
 */
export function ContactForm({ actionResult }: { actionResult?: ContactActionResult }) {
  const {
    fields,
    setField: update,
    formRef,
    status,
    submit,
  } = useVisitorForm({
    empty: EMPTY,
    actionResult,
    problem: contactProblem,
    endpoint: '/api/contact',
    body: (contact) => contact,
    failedMessage: messages.contactFailed,
    serverMessages: false,
  });
  const { ripple, start: startRipple } = useRipple();

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
