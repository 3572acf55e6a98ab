import type { BenchServer } from '../shared/server';
import { runLoad, type LoadResult } from './autocannon';

/**
 * A page under load while the owner approves a comment every second: each approval makes every
 * cached page stale, so the figure shows what the renders after a write cost the visitors
 * (with one render per page per write, little; with every waiting request rendering its own
 * copy, most of the cache's gain).
 */
const APPROVAL_INTERVAL_MS = 1000;
const WARM_UP_SECONDS = 2;
const MEASURE_SECONDS = 10;

export interface WritesMeanwhileResult {
  load: LoadResult;
  /** Approvals that answered 200 during the measured load. */
  approvals: number;
}

async function submitComment(server: BenchServer, postSlug: string): Promise<string> {
  const response = await fetch(`${server.url}/api/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postSlug,
      author: 'Bench Writer',
      email: 'bench@example.com',
      content: 'A comment the bench approves again every second.',
    }),
  });
  if (response.status !== 201) throw new Error(`A new comment answered ${response.status}`);
  return ((await response.json()) as { _id: string })._id;
}

/** Loads `path` while approving one comment (the same, again and again) every second. */
export async function measureWhileApproving(
  server: BenchServer,
  path: string,
  postSlug: string,
): Promise<WritesMeanwhileResult> {
  const commentId = await submitComment(server, postSlug);
  let approvals = 0;
  let counting = false;
  const approve = async () => {
    const response = await fetch(`${server.url}/api/comments/${commentId}/approve`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    await response.arrayBuffer();
    if (response.ok && counting) approvals += 1;
  };
  const timer = setInterval(() => void approve().catch(() => {}), APPROVAL_INTERVAL_MS);
  try {
    await runLoad(`${server.url}${path}`, WARM_UP_SECONDS);
    counting = true;
    const load = await runLoad(`${server.url}${path}`, MEASURE_SECONDS);
    counting = false;
    return { load, approvals };
  } finally {
    clearInterval(timer);
  }
}
