import type { AudienceDay } from '#common/audience.ts';
import styles from './audience.module.css';

/** The drawing's own units: it is stretched to its box, so the labels are HTML beside it. */
const WIDTH = 700;
const HEIGHT = 200;

const dayLabel = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/**
 * Views (bars) and visitors (line) per day, drawn on the server as plain SVG: no chart library,
 * no JavaScript. The picture is hidden from screen readers, which read the table beside it.
 */
export function AudienceChart({ series, caption }: { series: AudienceDay[]; caption: string }) {
  const max = Math.max(1, ...series.map((day) => Math.max(day.views, day.visitors)));
  const slot = WIDTH / Math.max(1, series.length);
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => HEIGHT - (value / max) * HEIGHT;
  const x = (index: number) => slot * index + slot / 2;
  const visitorsLine = series.map((day, index) => `${x(index)},${y(day.visitors)}`).join(' ');
  const first = series[0];
  const last = series.at(-1);

  return (
    <figure className={styles.chart}>
      <div className={styles.chartFrame}>
        <span className={styles.chartMax} aria-hidden="true">
          {max}
        </span>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className={styles.chartSvg}
          aria-hidden="true"
          focusable="false"
          data-testid="audience-chart"
        >
          {series.map((day, index) => (
            <rect
              key={day.day}
              x={x(index) - barWidth / 2}
              y={y(day.views)}
              width={barWidth}
              height={HEIGHT - y(day.views)}
              className={styles.bar}
            >
              <title>{`${formatDay(day.day)}: ${day.views} views, ${day.visitors} visitors`}</title>
            </rect>
          ))}
          <polyline
            points={visitorsLine}
            className={styles.line}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <div className={styles.chartDays} aria-hidden="true">
          <span>{first ? formatDay(first.day) : ''}</span>
          <span>{last ? formatDay(last.day) : ''}</span>
        </div>
      </div>
      <figcaption className={styles.legend}>
        <span className={styles.legendViews}>Views</span>
        <span className={styles.legendVisitors}>Visitors</span>
      </figcaption>
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
            <th scope="col">Visitors</th>
          </tr>
        </thead>
        <tbody>
          {series.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDay(day.day)}</th>
              <td>{day.views}</td>
              <td>{day.visitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
