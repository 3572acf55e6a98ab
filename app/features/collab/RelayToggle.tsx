import { useLocation, useNavigate } from 'react-router';
import styles from './collab.module.css';
import { withRelay } from './rtc-settings';

/**
 * Forces the whiteboard's server relay (for networks that block direct connections). It is a
 * query parameter, so a shared link carries it and the loader hands it to the mesh.
 */
export function RelayToggle({ forced }: { forced: boolean }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <label
      className={styles.relayToggle}
      title="For networks that block direct connections: strokes travel through the server"
    >
      <input
        type="checkbox"
        checked={forced}
        onChange={() =>
          void navigate(
            { search: withRelay(search, !forced) },
            { replace: true, preventScrollReset: true },
          )
        }
      />
      Relay through server
    </label>
  );
}
