import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { Figure } from '../shared/figures';

/**
 * Each run's figures as JSON, so runs can be compared: bench/results/latest.json and a copy
 * named after the run's start (bench/results/ is not committed).
 */
const RESULTS_DIR = path.join('bench', 'results');
const BUILD_MARKER = path.join('build', 'server', 'index.js');

export interface RunRecord {
  startedAt: string;
  finishedAt: string;
  sections: string[];
  machine: ReturnType<typeof describeMachine>;
  figures: Figure[];
  details: Record<string, unknown>;
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/** What the figures depend on besides the code: the machine, its load, and which build. */
export function describeMachine(loadBefore: number[]) {
  return {
    cpus: cpus().length,
    node: process.version,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadavg(),
    commit: git(['rev-parse', 'HEAD']),
    /** Files changed but not committed when the bench ran (their state is what was built). */
    uncommittedFiles: git(['status', '--porcelain']).split('\n').filter(Boolean).length,
    buildTime: statSync(BUILD_MARKER).mtime.toISOString(),
  };
}

/** Writes the record; returns the dated file's path. */
export function writeResults(record: RunRecord): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(record, null, 2)}\n`;
  const dated = path.join(RESULTS_DIR, `${record.startedAt.replaceAll(':', '-')}.json`);
  writeFileSync(dated, json);
  writeFileSync(path.join(RESULTS_DIR, 'latest.json'), json);
  return dated;
}
