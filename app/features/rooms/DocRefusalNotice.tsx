import styles from './rooms.module.css';

/**
 * Why the room's shared document did not take a change (doc:refused: too large, too fast, or
 * full). The change stays on this screen; it is only not shared.
 */
export function DocRefusalNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <span className={styles.docRefusal} role="alert" data-testid="doc-refusal">
      {message}
    </span>
  );
}
