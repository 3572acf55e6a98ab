import http from 'node:http';

/**
 * Plain node:http requests: fetch refuses some methods a hostile client can send (TRACE) and
 * hides what the server answered when it closes the connection early.
 */
const REQUEST_TIMEOUT_MS = 10_000;
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

export interface RequestSpec {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The status code, or 'error: <code>' when no answer came. */
export function request(baseUrl: string, spec: RequestSpec): Promise<number | string> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      `${baseUrl}${spec.path}`,
      {
        method: spec.method,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          ...spec.headers,
          ...(spec.body === undefined ? {} : { 'content-length': Buffer.byteLength(spec.body) }),
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.once('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.once('error', (error: NodeJS.ErrnoException) =>
      resolve(`error: ${error.code ?? error.message}`),
    );
    outgoing.end(spec.body);
  });
}

export async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
