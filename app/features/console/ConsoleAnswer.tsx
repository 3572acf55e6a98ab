import styles from './console.module.css';

/** What a console action answered: what was done, or what to fix. */
export type ConsoleAnswerData = { message: string; done: boolean };

/**
 * A console action's answer: success in a polite status region, a refusal in an alert. Both
 * regions are always rendered, so screen readers hear the text when it appears.
 */
export function ConsoleAnswer({ answer }: { answer: ConsoleAnswerData | undefined }) {
  return (
    <>
      <p role="status" className={answer?.done ? styles.done : undefined}>
        {answer?.done ? answer.message : ''}
      </p>
      <p role="alert" className={styles.error}>
        {answer && !answer.done ? answer.message : ''}
      </p>
    </>
  );
}
