import type { ReactNode } from 'react';
import { useConnectionRefusal } from '../../realtime';
import styles from './rooms.module.css';

export type ConnectionStatus = 'initializing' | 'connected' | 'disconnected';

export interface Person {
  key: string;
  name: string;
  color: string;
  self: boolean;
}

interface StatusLineProps {
  status: ConnectionStatus;
  /** Whiteboard peers reached directly and through the server (collab's mesh); null elsewhere. */
  mesh: { direct: number; relayed: number } | null;
  people: Person[];
  /** Settings shown at the end of the line. */
  children?: ReactNode;
}

/** Connection indicator (hidden while initializing), link kinds and who is in the room. */
export function StatusLine({ status, mesh, people, children }: StatusLineProps) {
  // Why the server turned the socket away, when it did (e.g. too many open tabs).
  const refusal = useConnectionRefusal();
  return (
    <div className={styles.status}>
      {status === 'initializing' ? null : (
        <span
          className={styles.indicator}
          data-state={status}
          role="status"
          data-testid="connection"
        >
          {status === 'connected' ? 'Connected' : (refusal ?? 'Disconnected')}
        </span>
      )}
      {mesh && (mesh.direct > 0 || mesh.relayed > 0) ? (
        <span className={styles.mono} data-testid="link-stats" title="Whiteboard links to peers">
          p2p {mesh.direct} · relay {mesh.relayed}
        </span>
      ) : null}
      {people.length > 0 ? (
        <ul className={styles.people} aria-label="People in this room" data-testid="people">
          {people.map((person) => (
            <li key={person.key} className={styles.person}>
              <span className={styles.swatch} style={{ background: person.color }} aria-hidden />
              {person.name}
              {person.self ? ' (you)' : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
