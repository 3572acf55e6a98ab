import { runPool } from '../shared/abort';
import type { Flood } from './flood';
import { request } from './http-request';
import { bytes, Tally } from '../shared/tally';

/**
 * Anonymous API reads are cached under their whole URL, query included: every request with a
 * query of its own is a new key. 14 kB of query each, as an attacker would send (under Node's
 * 16 KiB header limit), to a route that answers 200 for any slug.
 */
const REQUESTS = 12_000;
const QUERY_BYTES = 14_000;
const CONCURRENCY = 8;
/** Each request is a cache miss that reads the embedded database: longer than other floods. */
const CACHE_FLOOD_CAP_MS = 40_000;

export const responseCacheKeyFlood: Flood = {
  name: 'response cache keys',
  async run(server, measure) {
    await measure(
      `${REQUESTS.toLocaleString('en')} × /api/comments/nope?i=N&p=<${bytes(QUERY_BYTES)}>`,
      CACHE_FLOOD_CAP_MS,
      async (signal) => {
        const before = server.memory().rssBytes;
        const padding = 'p'.repeat(QUERY_BYTES);
        const statuses = new Tally();
        const sent = await runPool(REQUESTS, CONCURRENCY, signal, async (index) => {
          statuses.add(
            await request(server.url, {
              method: 'GET',
              path: `/api/comments/nope?i=${index}&p=${padding}`,
            }),
          );
        });
        const grown = server.memory().rssBytes - before;
        return (
          `sent ${sent.toLocaleString('en')}: ${statuses.summary()}; RSS at the end ` +
          `${grown >= 0 ? '+' : '−'}${bytes(Math.abs(grown))}`
        );
      },
    );
  },
};
