import styles from './presence.module.css';

/** The live 'N online' badge: everybody on this page, the visitor included. */
export function OnlineBadge({ count }: { count: number }) {
  return (
    <p className={styles.badge} data-testid="presence-badge">
      {/* A new key restarts the dot's few pulses whenever somebody comes or goes. */}
      <span key={count} className={styles.pulse} aria-hidden="true" />
      {count}
      <span className={styles.badgeWord}> online</span>
    </p>
  );
}
