import type { AudienceTotal } from '#common/audience.ts';
import styles from './audience.module.css';

interface Column {
  label: string;
  value: (row: AudienceTotal) => number;
}

/** One of the audience screen's lists (top pages, referrers, posts) as a table. */
export function AudienceTable({
  title,
  keyLabel,
  rows,
  columns,
  labelOf = (row) => row.key,
  empty,
}: {
  title: string;
  keyLabel: string;
  rows: AudienceTotal[];
  columns: Column[];
  labelOf?: (row: AudienceTotal) => string;
  empty: string;
}) {
  const headingId = `audience-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{keyLabel}</th>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={styles.number}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{labelOf(row)}</th>
                {columns.map((column) => (
                  <td key={column.label} className={styles.number}>
                    {column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
