import type { AudienceDay } from '#common/audience.ts';
import styles from './audience.module.css';

/** The drawing's own units (the SVG scales to its box); room left and below for the labels. */
const WIDTH = 720;
const HEIGHT = 240;
const LEFT = 44;
const BOTTOM = 24;
const TOP = 8;
const PLOT_WIDTH = WIDTH - LEFT - 8;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;

const dayLabel = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/**
 * Views (bars) and visitors (line) per day, drawn on the server as plain SVG: no chart library,
 * no JavaScript. The picture is hidden from screen readers, which read the table beside it.
 */
export function AudienceChart({ series, caption }: { series: AudienceDay[]; caption: string }) {
  const max = Math.max(1, ...series.map((day) => Math.max(day.views, day.visitors)));
  const slot = PLOT_WIDTH / Math.max(1, series.length);
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => TOP + PLOT_HEIGHT - (value / max) * PLOT_HEIGHT;
  const x = (index: number) => LEFT + slot * index + slot / 2;
  const visitorsLine = series.map((day, index) => `${x(index)},${y(day.visitors)}`).join(' ');
  const first = series[0];
  const last = series.at(-1);

  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chartSvg}
        aria-hidden="true"
        focusable="false"
        data-testid="audience-chart"
      >
        <line x1={LEFT} x2={WIDTH - 8} y1={y(0)} y2={y(0)} className={styles.axis} />
        <line x1={LEFT} x2={WIDTH - 8} y1={y(max)} y2={y(max)} className={styles.gridLine} />
        <text x={LEFT - 6} y={y(max) + 4} textAnchor="end" className={styles.axisLabel}>
          {max}
        </text>
        <text x={LEFT - 6} y={y(0)} textAnchor="end" className={styles.axisLabel}>
          0
        </text>
        {series.map((day, index) => (
          <rect
            key={day.day}
            x={x(index) - barWidth / 2}
            y={y(day.views)}
            width={barWidth}
            height={y(0) - y(day.views)}
            className={styles.bar}
          >
            <title>{`${formatDay(day.day)}: ${day.views} views, ${day.visitors} visitors`}</title>
          </rect>
        ))}
        <polyline points={visitorsLine} className={styles.line} />
        {first && (
          <text x={LEFT} y={HEIGHT - 6} className={styles.axisLabel}>
            {formatDay(first.day)}
          </text>
        )}
        {last && (
          <text x={WIDTH - 8} y={HEIGHT - 6} textAnchor="end" className={styles.axisLabel}>
            {formatDay(last.day)}
          </text>
        )}
      </svg>
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
