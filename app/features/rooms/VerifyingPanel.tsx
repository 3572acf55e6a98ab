import styles from './rooms.module.css';

/** Shown instead of the workspace while a private room's access is not yet granted. */
export function VerifyingPanel() {
  return (
    <section className={styles.verifying} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden />
      <h2>Verifying access...</h2>
      <p>Please wait while we check room permissions.</p>
    </section>
  );
}
