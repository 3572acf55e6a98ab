import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { READING_NOW_SOCKET_PATH, type ReadingNow } from '#common/audience.ts';
import { EVENTS, useRealtimeClient } from '../../realtime';
import audience from './audience.module.css';
import styles from './console.module.css';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One line for screen readers and eyes alike: how many, where. */
function summary(now: ReadingNow): string {
  const readers = now.pages.reduce((sum, page) => sum + page.readers, 0);
  const people = now.rooms.reduce((sum, room) => sum + room.people, 0);
  const parts = [];
  if (readers > 0) {
    parts.push(
      `${plural(readers, 'reader', 'readers')} on ${plural(now.pages.length, 'page', 'pages')}`,
    );
  }
  if (people > 0) {
    parts.push(
      `${plural(people, 'person', 'people')} in ${plural(now.rooms.length, 'room', 'rooms')}`,
    );
  }
  return parts.length > 0 ? parts.join(', ') : 'Nobody is reading the site right now.';
}

/**
 * The dashboard's "reading now": the public pages open in a browser at this moment with their
 * number of readers, and the rooms in use with their number of people, kept up to date by the
 * server over the console's own socket (no names, counts only).
 */
export function ReadingNowPanel() {
  const { client, status } = useRealtimeClient(READING_NOW_SOCKET_PATH);
  const [now, setNow] = useState<ReadingNow | null>(null);
  useEffect(() => client?.on(EVENTS.audienceNow, setNow), [client]);

  return (
    <section className={audience.readingNow} aria-labelledby="reading-now">
      <h2 id="reading-now" className={audience.heading}>
        Reading now
      </h2>
      <p className={audience.live} role="status">
        {now === null
          ? status === 'disconnected'
            ? 'Not connected: the figures are not live.'
            : 'Connecting…'
          : summary(now)}
      </p>
      {now && now.pages.length > 0 && (
        <table className={audience.table} data-testid="reading-now-pages">
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col" className={audience.number}>
                Readers
              </th>
            </tr>
          </thead>
          <tbody>
            {now.pages.map((page) => (
              <tr key={page.path}>
                <th scope="row">{page.path}</th>
                <td className={audience.number}>{page.readers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {now && now.rooms.length > 0 && (
        <table className={audience.table} data-testid="reading-now-rooms">
          <thead>
            <tr>
              <th scope="col">Room</th>
              <th scope="col" className={audience.number}>
                People
              </th>
            </tr>
          </thead>
          <tbody>
            {now.rooms.map((room) => (
              <tr key={room.path}>
                <th scope="row">{room.path}</th>
                <td className={audience.number}>{room.people}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.hint}>
        <Link to="/admin/audience">Views and visitors per day</Link>
      </p>
    </section>
  );
}
