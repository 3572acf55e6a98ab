import { useRef } from 'react';
import type { Stat } from '#common/types.ts';
import { EMPTY_STATES, ERROR_TITLES } from '../../lib/page-errors';
import type { Settled } from '#common/settled.ts';
import { ErrorNotice } from '../../lib/ui/ErrorNotice';
import { useCountUp } from './use-count-up';
import styles from './home.module.css';

function StatCounter({ stat }: { stat: Stat }) {
  const ref = useRef<HTMLElement>(null);
  const value = useCountUp(stat.value, ref);
  const final = `${stat.value}${stat.suffix}`;
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{stat.label}</dt>
      <dd className={styles.statValue}>
        {/* Screen readers get the final figure once, not sixty updates. */}
        <span className="visually-hidden">{final}</span>
        <span
          ref={ref}
          aria-hidden="true"
          data-testid="stat-value"
          style={{ minWidth: `${final.length}ch` }}
        >
          {value}
          {stat.suffix}
        </span>
      </dd>
    </div>
  );
}

/** The animated statistics band between About and Contact. */
export function StatsBand({ stats }: { stats: Settled<Stat[]> }) {
  return (
    <section className={styles.statsSection} aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          By the numbers
        </h2>
        {!stats.ok ? (
          <ErrorNotice title={ERROR_TITLES.stats} message={stats.message} headingLevel={3} />
        ) : stats.data.length === 0 ? (
          <p className={styles.statsEmpty}>{EMPTY_STATES.stats}</p>
        ) : (
          <dl className={styles.stats}>
            {stats.data.map((stat) => (
              <StatCounter key={stat._id} stat={stat} />
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
