import { DockPending } from '../../lib/dock-slot';
import styles from './rooms.module.css';

/**
 * Shown instead of the workspace while a private room's access is not yet granted. The realtime
 * control waits for the workspace's toolbar (DockPending) rather than sitting in the header
 * until the visitor is admitted and then moving.
 */
export function VerifyingPanel() {
  return (
    <section className={styles.verifying} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden />
      <h2>Verifying access...</h2>
      <p>Please wait while we check room permissions.</p>
      <DockPending />
    </section>
  );
}
