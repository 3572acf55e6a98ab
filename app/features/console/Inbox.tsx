import { Form, useNavigation } from 'react-router';
import type { InboxMessage } from '#common/types.ts';
import type { DeliveryState } from './inbox.server';
import { useConfirmFirst } from './use-confirm-first';
import styles from './console.module.css';

export type InboxEntry = InboxMessage & { delivery: DeliveryState };

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

const DELIVERY_WORDS: Record<DeliveryState, string> = {
  sent: 'E-mail sent',
  waiting: 'E-mail on its way',
  retrying: 'E-mail failed, retrying',
  'not configured': 'Not e-mailed (no SMTP_URL)',
};

/**
 * Contact messages, newest first: unread ones marked, each with where its e-mail stands and its
 * own forms (read or unread, retry the e-mail, delete). Deleting asks first in the site's dialog
 * once the page's JavaScript runs; the plain forms work before.
 */
export function Inbox({ messages }: { messages: InboxEntry[] }) {
  const busy = useNavigation().state === 'submitting';
  const { onSubmit: confirmDelete, dialog } = useConfirmFirst((_submitter, form) => ({
    title: 'Delete this message?',
    message: `The message from ${form.dataset.from ?? ''} cannot be brought back.`,
    submitLabel: 'Delete',
  }));

  if (messages.length === 0) return <p className={styles.hint}>No messages yet.</p>;
  return (
    <>
      {dialog}
      <ul className={styles.queue}>
        {messages.map((message) => (
          <li key={message._id} className={styles.queued} data-unread={!message.readAt}>
            <div className={styles.queuedBody}>
              <p className={styles.queuedMeta}>
                {!message.readAt && <span className={styles.badge}>Unread</span>}{' '}
                <strong>{message.name}</strong> &lt;
                <a href={`mailto:${message.email}`}>{message.email}</a>&gt; ·{' '}
                {dateTime.format(new Date(message.createdAt))} · {DELIVERY_WORDS[message.delivery]}
                {message.delivery === 'retrying' && message.lastError
                  ? ` (${message.deliveryAttempts} tries: ${message.lastError})`
                  : ''}
              </p>
              <p className={styles.queuedText}>{message.message}</p>
              <div className={styles.rowActions}>
                <Form method="post">
                  <input type="hidden" name="id" value={message._id} />
                  <button
                    type="submit"
                    name="intent"
                    value={message.readAt ? 'unread' : 'read'}
                    className="btn btn-ghost btn-sm"
                    disabled={busy}
                  >
                    {message.readAt ? 'Mark unread' : 'Mark read'}
                    <span className="visually-hidden"> the message from {message.name}</span>
                  </button>
                </Form>
                {message.delivery === 'retrying' && (
                  <Form method="post">
                    <input type="hidden" name="id" value={message._id} />
                    <button
                      type="submit"
                      name="intent"
                      value="retry"
                      className="btn btn-ghost btn-sm"
                      disabled={busy}
                    >
                      Retry e-mail
                      <span className="visually-hidden"> of the message from {message.name}</span>
                    </button>
                  </Form>
                )}
                <Form method="post" onSubmit={confirmDelete} data-from={message.name}>
                  <input type="hidden" name="id" value={message._id} />
                  <input type="hidden" name="intent" value="delete" />
                  <button type="submit" className="btn btn-ghost btn-sm" disabled={busy}>
                    Delete<span className="visually-hidden"> the message from {message.name}</span>
                  </button>
                </Form>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
