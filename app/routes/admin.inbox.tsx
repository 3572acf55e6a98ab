import { useActionData, useLoaderData } from 'react-router';
import { Inbox } from '../features/console/Inbox';
import { inboxAction, inboxData } from '../features/console/inbox.server';
import { consoleHeaders } from '../features/console/owner.server';
import { ConsoleAnswer } from '../features/console/ConsoleAnswer';
import styles from '../features/console/console.module.css';
import { consoleMeta } from '../features/console/paths';
import type { Route } from './+types/admin.inbox';

export const loader = ({ context, request }: Route.LoaderArgs) => inboxData(context, request);
export const action = ({ context, request }: Route.ActionArgs) => inboxAction(context, request);
export const headers = consoleHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('Inbox', '/admin/inbox', matches[0].loaderData);

export default function InboxPage() {
  const { messages, mailConfigured } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const unread = messages.filter((message) => !message.readAt).length;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Inbox</h1>
      <p className={styles.hint}>
        {unread === 1 ? '1 unread message' : `${unread} unread messages`}.{' '}
        {mailConfigured
          ? 'Each message is also sent to you by e-mail.'
          : 'Messages are not sent by e-mail: set SMTP_URL and CONTACT_TO to have them forwarded.'}
      </p>
      <ConsoleAnswer answer={answer} />
      <Inbox messages={messages} />
    </main>
  );
}
