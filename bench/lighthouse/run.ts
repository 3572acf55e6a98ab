import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#tests/shared/chromium.ts';

/**
 * One Lighthouse run: the npm package's command line in its own process, which starts its own
 * Chromium (a fresh profile every run), with Lighthouse's default settings: the mobile form
 * factor and simulated throttling.
 */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
const LIGHTHOUSE_CLI = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));
const RUN_TIMEOUT_MS = 180_000;

export interface LighthouseRun {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  /** Audits that lost points, per category, e.g. 'best-practices: errors-in-console'. */
  lostPoints: string[];
  /** What Lighthouse itself reported going wrong (a page that did not load, a timeout). */
  problems: string[];
}

interface Report {
  runtimeError?: { message: string };
  runWarnings?: string[];
  categories: Record<
    Category,
    { score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<string, { score: number | null; numericValue?: number }>;
}

export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'devfolio-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    const child = spawn(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const killer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(killer);
    if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${stderr.trim()}`);
    return readReport(JSON.parse(readFileSync(output, 'utf8')) as Report);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readReport(report: Report): LighthouseRun {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((report.categories[category].score ?? 0) * 100),
    ]),
  ) as Record<Category, number>;
  const lostPoints = CATEGORIES.flatMap((category) =>
    report.categories[category].auditRefs
      .filter(({ id, weight }) => weight > 0 && (report.audits[id]?.score ?? 1) < 1)
      .map(({ id }) => `${category}: ${id}`),
  );
  return {
    scores,
    fcpMs: report.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    lostPoints,
    problems: [
      ...(report.runtimeError ? [report.runtimeError.message] : []),
      ...(report.runWarnings ?? []),
    ],
  };
}
