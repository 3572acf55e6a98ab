import type { BenchServer } from '../shared/server';

/** How often the owner's editor saves a draft while they type (docs/product.md#post-states). */
const DRAFT_SAVE_INTERVAL_MS = 1000;

interface DraftSaves {
  /** Stops saving and deletes the draft; how many saves there were and how many failed. */
  stop(): Promise<{ saves: number; failures: number }>;
}

/**
 * The owner writing: one draft post saved every second through the owner API, as the console's
 * editor saves while they type. A draft changes nothing visitors see, so the page cache must
 * stay warm meanwhile.
 */
export async function startDraftSaves(server: BenchServer): Promise<DraftSaves> {
  const owner = (path: string, method: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const created = await owner('/api/blog/posts', 'POST', {
    title: 'A draft saved every second',
    category: 'Bench',
    draft: true,
    markdown: '## Draft\n\nFirst words.',
  });
  if (created.status !== 201) throw new Error(`Creating the draft answered ${created.status}`);
  const { _id: id } = (await created.json()) as { _id: string };
  let saves = 0;
  let failures = 0;
  let pending: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    saves += 1;
    pending = owner(`/api/blog/posts/${id}`, 'PUT', {
      markdown: `## Draft\n\nSave ${saves}: ${'more words '.repeat(saves % 50)}`,
    }).then(
      (response) => {
        if (!response.ok) failures += 1;
        return response.arrayBuffer().then(() => undefined);
      },
      () => {
        failures += 1;
      },
    );
  }, DRAFT_SAVE_INTERVAL_MS);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      await owner(`/api/blog/posts/${id}`, 'DELETE');
      return { saves, failures };
    },
  };
}
