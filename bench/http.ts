import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { startServer } from '../server/server';
import { ms, summarize } from './stats';

/**
 * HTTP figures on this machine: cold start of a brand-new embedded database, then latency and
 * throughput of the API and of server-rendered pages (needs `npm run build` first).
 */
const REQUESTS_PER_TARGET = 400;
const CONCURRENCY = 8;

export async function benchHttp(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'devfolio-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const started = performance.now();
  const server = await startServer(config, createLogger('silent'));
  const coldStartMs = performance.now() - started;
  console.log(`cold start, new embedded database (migrate + seed): ${ms(coldStartMs)}`);

  try {
    const list = (await (await fetch(`${server.url}/api/blog/posts`)).json()) as {
      posts: { slug: string }[];
    };
    const slug = list.posts[0]?.slug ?? 'missing';
    const targets = [
      '/api/health',
      '/api/blog/posts?limit=9',
      `/api/blog/posts/slug/${slug}`,
      '/api/projects/client',
      '/',
      '/blog',
      `/blog/${slug}`,
    ];
    console.log(
      `\n${'target'.padEnd(42)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'req/s'.padStart(8)}`,
    );
    for (const target of targets) {
      const { samples, elapsedMs } = await load(`${server.url}${target}`);
      const { p50, p99 } = summarize(samples);
      const rps = (samples.length / elapsedMs) * 1000;
      console.log(
        `${target.padEnd(42)} ${ms(p50).padStart(9)} ${ms(p99).padStart(9)} ${rps.toFixed(0).padStart(8)}`,
      );
    }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function load(url: string) {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS_PER_TARGET) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      samples.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { samples, elapsedMs: performance.now() - started };
}
