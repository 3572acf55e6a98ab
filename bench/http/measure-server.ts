import type { BenchServer } from '../shared/server';
import { runLoad, type LoadResult } from './autocannon';

/**
 * Every target of one server, each against the same server's static file: the static file is
 * loaded before and after the targets and their mean is the reference, so a change in the
 * machine's load during the run moves both sides of each ratio alike.
 */
const WARM_UP_SECONDS = 2;
const MEASURE_SECONDS = 10;
/** A small file every build has, answered by the same middleware stack as the pages. */
export const STATIC_PATH = '/favicon.svg';

export interface TargetResult extends LoadResult {
  path: string;
  /** Rate ÷ the static file's (mean of before and after). */
  ratio: number;
  /** The server's X-Cache answer once warm, before the measured load ('' when none). */
  cacheHeader: string;
}

export interface ServerResult {
  staticBefore: LoadResult;
  staticAfter: LoadResult;
  staticRps: number;
  targets: TargetResult[];
}

async function measure(url: string): Promise<LoadResult> {
  await runLoad(url, WARM_UP_SECONDS);
  return runLoad(url, MEASURE_SECONDS);
}

/** Warms up, checks what the cache says once warm, then measures. */
async function measureTarget(baseUrl: string, path: string) {
  const url = `${baseUrl}${path}`;
  await runLoad(url, WARM_UP_SECONDS);
  const cacheHeader = await cacheHeaderOf(url);
  return { path, cacheHeader, load: await runLoad(url, MEASURE_SECONDS) };
}

async function cacheHeaderOf(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.headers.get('x-cache') ?? '';
}

export async function measureServer(server: BenchServer, paths: string[]): Promise<ServerResult> {
  const staticBefore = await measure(`${server.url}${STATIC_PATH}`);
  const loads: Awaited<ReturnType<typeof measureTarget>>[] = [];
  for (const path of paths) loads.push(await measureTarget(server.url, path));
  const staticAfter = await measure(`${server.url}${STATIC_PATH}`);
  const staticRps = (staticBefore.rps + staticAfter.rps) / 2;
  return {
    staticBefore,
    staticAfter,
    staticRps,
    targets: loads.map(({ path, cacheHeader, load }) => ({
      ...load,
      path,
      cacheHeader,
      ratio: load.rps / staticRps,
    })),
  };
}
