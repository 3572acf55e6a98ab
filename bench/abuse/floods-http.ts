import { runPool } from '../shared/abort';
import { FLOOD_CAP_MS, type Flood } from './flood';
import { getJson, request, type RequestSpec } from './http-request';
import { firstArticleSlug } from '../shared/pages';
import type { BenchServer } from '../shared/server';
import { Tally } from '../shared/tally';

/**
 * Page actions through other methods, deep JSON to the
 * API, a wrong content type on a page action, TRACE, a NUL in a slug. Each line of the result
 * is 'request: status ×count'.
 */
const PER_METHOD_AND_PAGE = 15;
const NESTED_JSON_PER_ENDPOINT = 200;
const NESTING_LEVELS = 9000;
const TRACES = 20;
const CONCURRENCY = 4;

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function unapprovedComments(server: BenchServer) {
  const list = await getJson<unknown[]>(`${server.url}/api/comments/admin/unapproved`, {
    authorization: `Bearer ${server.adminToken}`,
  });
  return list.length;
}

/** Sends `count` copies of each request (at most CONCURRENCY at a time); statuses per label. */
async function sendAll(
  server: BenchServer,
  requests: { label: string; spec: RequestSpec; count: number }[],
  signal: AbortSignal,
): Promise<string> {
  const queue = requests.flatMap(({ label, spec, count }) =>
    Array.from({ length: count }, () => ({ label, spec })),
  );
  const statuses = new Map(requests.map(({ label }) => [label, new Tally()]));
  await runPool(queue.length, CONCURRENCY, signal, async (index) => {
    const item = queue[index];
    if (!item) return;
    statuses.get(item.label)?.add(await request(server.url, item.spec));
  });
  return [...statuses].map(([label, tally]) => `${label}: ${tally.summary()}`).join('; ');
}

export const pageMethodsFlood: Flood = {
  name: 'page actions by other methods',
  async run(server, measure) {
    const slug = await firstArticleSlug(server.url);
    const before = await unapprovedComments(server);
    const contact = 'name=Flood&email=flood%40example.com&message=Hello+from+a+script';
    const comment = 'author=Flood&email=flood%40example.com&content=A+comment+from+a+script';
    const requests = ['PUT', 'PATCH', 'DELETE'].flatMap((method) => [
      {
        label: `${method} /?index`,
        spec: { method, path: '/?index', headers: FORM, body: contact },
        count: PER_METHOD_AND_PAGE,
      },
      {
        label: `${method} /blog/<slug>`,
        spec: { method, path: `/blog/${slug}`, headers: FORM, body: comment },
        count: PER_METHOD_AND_PAGE,
      },
    ]);
    await measure(
      `PUT/PATCH/DELETE form bodies on pages, ${PER_METHOD_AND_PAGE} each`,
      FLOOD_CAP_MS,
      async (signal) => {
        const statuses = await sendAll(server, requests, signal);
        const stored = (await unapprovedComments(server)) - before;
        return `${statuses}; comments stored ${stored}/${PER_METHOD_AND_PAGE * 3}`;
      },
    );
  },
};

export const nestedJsonFlood: Flood = {
  name: 'nested JSON',
  async run(server, measure) {
    const body = '{"level":'.repeat(NESTING_LEVELS) + '1' + '}'.repeat(NESTING_LEVELS);
    const json = { 'content-type': 'application/json' };
    const requests = ['/api/comments', '/api/contact'].map((path) => ({
      label: `POST ${path}`,
      spec: { method: 'POST', path, headers: json, body },
      count: NESTED_JSON_PER_ENDPOINT,
    }));
    await measure(
      `${NESTING_LEVELS}-level JSON (${Math.round(body.length / 1000)} kB) ×${NESTED_JSON_PER_ENDPOINT} to comments and contact`,
      FLOOD_CAP_MS,
      (signal) => sendAll(server, requests, signal),
    );
  },
};

export const oddRequestsFlood: Flood = {
  name: 'odd requests',
  async run(server, measure) {
    const post = (contentType: string, body: string) => ({
      method: 'POST',
      path: '/?index',
      headers: { 'content-type': contentType },
      body,
    });
    const requests = [
      { label: 'TRACE /', spec: { method: 'TRACE', path: '/' }, count: TRACES },
      { label: 'POST /?index JSON', spec: post('application/json', '{"name":"x"}'), count: 1 },
      { label: 'POST /?index text', spec: post('text/plain', 'name=x'), count: 1 },
      {
        label: 'POST /?index multipart, no boundary',
        spec: post('multipart/form-data', 'name=x'),
        count: 1,
      },
      { label: 'GET /blog/%00', spec: { method: 'GET', path: '/blog/%00' }, count: 1 },
    ];
    await measure(
      `TRACE ×${TRACES}, wrong content types on a page action, NUL in a slug`,
      FLOOD_CAP_MS,
      (signal) => sendAll(server, requests, signal),
    );
  },
};
