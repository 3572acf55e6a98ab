import { data, type AppLoadContext } from 'react-router';
import type { InboxMessage } from '#common/types.ts';
import { readForm } from '../../lib/read-form.server';
import type { ConsoleAnswerData } from './ConsoleAnswer';
import { CONSOLE_HEADERS, requireOwner } from './owner.server';

/** The inbox shows this many, newest first. */
const INBOX_LIST_MAX = 500;

/** Where a message's e-mail stands, as the inbox says it. */
export type DeliveryState = 'sent' | 'waiting' | 'retrying' | 'not configured';

function deliveryState(message: InboxMessage, configured: boolean): DeliveryState {
  if (message.deliveredAt) return 'sent';
  if (!configured) return 'not configured';
  return message.deliveryAttempts > 0 ? 'retrying' : 'waiting';
}

export async function inboxData(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const messages = await context.stores.contact.listInbox(INBOX_LIST_MAX);
  return data(
    {
      mailConfigured: context.contactMail.configured,
      messages: messages.map((message) => ({
        ...message,
        delivery: deliveryState(message, context.contactMail.configured),
      })),
    },
    { headers: CONSOLE_HEADERS },
  );
}

/**
 * One form per message: mark it read or unread, try its e-mail again now, or delete it. Reading a
 * message changes nothing visitors see, so none of these touches the page cache.
 */
export async function inboxAction(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const form = await readForm(request);
  const intent = form?.get('intent');
  const id = form?.get('id');
  const answer = (message: string, done: boolean, status = 200) =>
    data<ConsoleAnswerData>({ message, done }, { status, headers: CONSOLE_HEADERS });
  if (typeof id !== 'string' || id === '') return answer('Choose a message first.', false, 400);
  const { contact } = context.stores;
  const gone = () => answer('That message is gone.', false, 404);
  switch (intent) {
    case 'read':
    case 'unread':
      if (!(await contact.markRead(id, intent === 'read'))) return gone();
      return answer(intent === 'read' ? 'Marked as read.' : 'Marked as unread.', true);
    case 'retry': {
      if (!context.contactMail.configured) {
        return answer('E-mail is not set up: set SMTP_URL and CONTACT_TO.', false, 400);
      }
      if (!(await contact.get(id))) return gone();
      await context.contactMail.deliverNow(id);
      const sent = (await contact.get(id))?.deliveredAt;
      return sent
        ? answer('Sent by e-mail.', true)
        : answer('The e-mail failed again; it will be retried.', false, 502);
    }
    case 'delete':
      if (!(await contact.remove(id))) return gone();
      return answer('Message deleted.', true);
    default:
      return answer('Choose what to do with the message.', false, 400);
  }
}
