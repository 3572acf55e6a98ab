/**
 * The keep-alive ping of docs/product.md#rest-api: GET /api/health once on start, then every 10 minutes.
 * Only the result is logged; nothing on the page depends on it.
 */
import { useEffect } from 'react';

const KEEP_ALIVE_INTERVAL_MS = 10 * 60 * 1000;

export const HEALTH_PATH = '/api/health';

export async function pingHealth(fetcher: typeof fetch = fetch): Promise<string> {
  try {
    const response = await fetcher(HEALTH_PATH, { cache: 'no-store' });
    return `keep-alive: ${HEALTH_PATH} answered ${response.status}`;
  } catch (error) {
    return `keep-alive: ${HEALTH_PATH} unreachable (${error instanceof Error ? error.message : String(error)})`;
  }
}

export function useKeepAlive() {
  useEffect(() => {
    const ping = () => void pingHealth().then((result) => console.debug(result));
    ping();
    const timer = window.setInterval(ping, KEEP_ALIVE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
}
