import type { TimelineRole } from '#common/types.ts';
import { TagList } from '#app/lib/ui/TagList.tsx';
import styles from './home.module.css';

const monthFormat = new Intl.DateTimeFormat('en', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthOf = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** The owner's roles, newest first as the owner lists them: dates, title, employer, impact. */
export function Timeline({ roles }: { roles: TimelineRole[] }) {
  return (
    <ol className={styles.timeline}>
      {roles.map((role, index) => (
        <li key={index} className={styles.timelineRole}>
          <p className={styles.timelineDates}>
            <time dateTime={role.start}>{monthOf(role.start)}</time> –{' '}
            {role.end ? <time dateTime={role.end}>{monthOf(role.end)}</time> : 'Present'}
          </p>
          <div>
            <h4 className={styles.timelineTitle}>
              {role.title} · {role.employer}
            </h4>
            {role.impact && <p className={styles.timelineImpact}>{role.impact}</p>}
            {role.technologies.length > 0 && (
              <TagList
                tags={role.technologies}
                className={styles.skillList}
                aria-label={`Technologies at ${role.employer}`}
              />
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
