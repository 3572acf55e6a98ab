import { Send } from 'lucide';
import { Icon } from '../../lib/ui/Icon';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '#common/content-limits.ts';
import { CONTACT_RIPPLE_MS, useRipple } from './use-ripple';
import { messages } from '#common/messages.ts';
import { useVisitorForm, type VisitorActionResult } from '../../lib/use-visitor-form';
import {
  CONTACT_MESSAGE_FIELDS,
  contactProblem,
  type ContactFields,
} from '../../lib/visitor-input';
import { InputField, TextAreaField } from '../../lib/ui/FormField';
import { VisitorFormStatus } from '../../lib/ui/VisitorFormStatus';
import visitorForm from '../../lib/ui/visitor-form.module.css';
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
  const { field, status, formProps } = useVisitorForm({
    empty: EMPTY,
    actionResult,
    problem: contactProblem,
    messageFields: CONTACT_MESSAGE_FIELDS,
    endpoint: '/api/contact',
    body: (contact) => contact,
    failedMessage: messages.contactFailed,
    serverMessages: false,
  });
  const { ripple, start: startRipple } = useRipple();

  const sending = status.kind === 'sending';
  return (
    <form {...formProps} action="/?index" className={styles.contactForm} aria-label="Contact form">
      <div className={visitorForm.fieldRow}>
        <InputField
          id="contact-name"
          label="Name"
          autoComplete="name"
          maxLength={CONTACT_NAME_MAX_LENGTH}
          {...field('name')}
        />
        <InputField
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          {...field('email')}
        />
      </div>
      <TextAreaField
        id="contact-message"
        label="Message"
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        aria-describedby="contact-status"
        {...field('message')}
      />
      <button
        type="submit"
        className={`btn btn-primary ${styles.sendButton}`}
        disabled={sending}
        onClick={startRipple}
      >
        {sending ? 'Sending...' : 'Send Message'}
        {sending ? null : <Icon drawing={Send} aria-hidden="true" size={16} />}
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
      <VisitorFormStatus id="contact-status" status={status} sentMessage={messages.contactSent} />
    </form>
  );
}
