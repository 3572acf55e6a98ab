import { Link, useActionData, useLoaderData } from 'react-router';
import { AUDIENCE_PERIODS_DAYS } from '#common/audience.ts';
import { audienceAction, audienceData } from '../features/console/audience.server';
import { AudienceChart } from '../features/console/AudienceChart';
import { AudienceTable } from '../features/console/AudienceTable';
import { ConsoleAnswer } from '../features/console/ConsoleAnswer';
import { DeleteAudienceForm } from '../features/console/DeleteAudienceForm';
import { consoleHeaders } from '../features/console/owner.server';
import styles from '../features/console/console.module.css';
import audience from '../features/console/audience.module.css';
import { consoleMeta } from '../features/console/paths';
import type { Route } from './+types/admin.audience';

export const loader = ({ context, request }: Route.LoaderArgs) => audienceData(context, request);
export const action = ({ context, request }: Route.ActionArgs) => audienceAction(context, request);
export const headers = consoleHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('Audience', '/admin/audience', matches[0].loaderData);

const VIEWS = { label: 'Views', value: (row: { views: number }) => row.views };
const VISITORS = { label: 'Visitors', value: (row: { visitors: number }) => row.visitors };

export default function AudiencePage() {
  const { report, posts } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const period = `${report.days} days`;
  const titles = new Map(posts.map((post) => [post.path, post.title]));

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Audience</h1>
      <p className={styles.hint}>
        Counted on the server, without cookies. A visitor is counted once a day; over several days
        each day’s visitors are added up.
      </p>
      <ConsoleAnswer answer={answer} />
      <nav aria-label="Period">
        <ul className={audience.periods}>
          {AUDIENCE_PERIODS_DAYS.map((days) => (
            <li key={days}>
              <Link
                to={`?days=${days}`}
                className={audience.period}
                aria-current={days === report.days ? 'page' : undefined}
              >
                {days} days
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={styles.figures}>
        <li className={styles.figure}>
          <span className={styles.count}>{report.views}</span> views in {period}
        </li>
        <li className={styles.figure}>
          <span className={styles.count}>{report.visitors}</span> visitors in {period}
        </li>
      </ul>
      <AudienceChart series={report.series} caption={`Views and visitors per day, ${period}`} />
      <p className={audience.actions}>
        <a href={`/admin/audience.csv?days=${report.days}`} download>
          Download CSV ({period})
        </a>
      </p>
      <div className={audience.sections}>
        <AudienceTable
          title="Top pages"
          keyLabel="Page"
          rows={report.topPages}
          columns={[VIEWS, VISITORS]}
          empty="No page was read in this period."
        />
        <AudienceTable
          title="Top referrers"
          keyLabel="Site"
          rows={report.topReferrers}
          columns={[VIEWS]}
          empty="No visitor came from another site in this period."
        />
      </div>
      <div className={audience.sections}>
        <AudienceTable
          title="Posts"
          keyLabel="Post"
          rows={posts.map(
            (post) => report.paths[post.path] ?? { key: post.path, views: 0, visitors: 0 },
          )}
          labelOf={(row) => titles.get(row.key) ?? row.key}
          columns={[VIEWS, VISITORS]}
          empty="There are no posts yet."
        />
      </div>
      <section className={audience.danger} aria-labelledby="audience-delete">
        <h2 id="audience-delete" className={audience.heading}>
          Delete
        </h2>
        <p className={styles.hint}>Only daily totals are kept; this deletes all of them.</p>
        <DeleteAudienceForm />
      </section>
    </main>
  );
}
