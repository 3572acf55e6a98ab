import type { VisitorFormStatus as Status } from '../use-visitor-form';
import styles from './visitor-form.module.css';

/**
 * A visitor form's answer: the success line in a polite status region, the problem in an alert.
 * Both regions are always rendered so that screen readers hear the text when it appears.
 */
export function VisitorFormStatus({
  id,
  status,
  sentMessage,
}: {
  id: string;
  status: Status;
  sentMessage: string;
}) {
  const sent = status.kind === 'sent';
  const failed = status.kind === 'error';
  return (
    <div id={id} className={styles.area}>
      <p role="status" className={sent ? styles.success : undefined}>
        {sent ? sentMessage : ''}
      </p>
      <p role="alert" className={failed ? styles.error : undefined}>
        {failed ? status.message : ''}
      </p>
    </div>
  );
}
