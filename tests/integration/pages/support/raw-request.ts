import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request fetch cannot make: any method (TRACE included), any Host, a request target that is
 * no URL's path (`target`: `*`, an absolute form, a fragment), a declared length the body never
 * reaches, or a chunked body. Resolves with the response as soon as it is complete, whether or
 * not the body was sent in full; `body` chunks are written in order, and the request is ended
 * only when `end` is true. Once a response has arrived, errors writing the rest of a refused
 * body are expected and ignored; before that, they fail the request.
 */
export function rawRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body = [],
    end = true,
    target,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer[];
    end?: boolean;
    target?: string;
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let responded = false;
    const options = { method, headers, agent: false, ...(target ? { path: target } : {}) };
    const request = http.request(url, options, (response) => {
      responded = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(parts).toString('utf8'),
        });
        request.destroy();
      });
      response.on('error', reject);
    });
    request.on('error', (error) => {
      if (!responded) reject(error);
    });
    for (const chunk of body) request.write(chunk);
    if (end) request.end();
  });
}
