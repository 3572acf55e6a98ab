import { beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '#common/messages.ts';
import { NUL_TEXT_MESSAGE } from '#common/schemas.ts';
import { samplePosts } from './sample-posts';
import type { Logger } from '../logger';
import { createMemoryStores } from './memory-stores';
import { unreachableStores } from './unreachable-stores';
import { createVisitorWrites } from './visitor-writes';
import { samplePostRows } from './sample-rows';

// The sample posts are rendered once per process, and the first time Shiki compiles its
// grammars: setup, not a part of the first test's time.
beforeAll(() => samplePostRows());

const slug = samplePosts[0]!.slug;
const comment = {
  postSlug: slug,
  author: 'Ada',
  email: 'ada@example.com',
  content: 'A fine post.',
};
const contact = { name: 'Ada', email: 'ada@example.com', message: 'Hello there.' };

/** The answer to a write that is refused. */
const refused = (status: number, message: string) => ({ ok: false, status, message });

function setUp(stores = createMemoryStores({ withSampleContent: true })) {
  const logger = { error: vi.fn() } as unknown as Logger;
  const mailer = {
    configured: true,
    start: vi.fn(),
    stop: vi.fn(),
    deliver: vi.fn(() => Promise.resolve()),
  };
  return { logger, mailer, writes: createVisitorWrites({ stores, mailer, logger }) };
}

describe('visitor writes (one path for the API and the form actions)', () => {
  it('stores a comment on an existing post, and a contact message then forwards it', async () => {
    const { writes, mailer } = setUp();
    const posted = await writes.submitComment(comment);
    expect(posted).toMatchObject({ ok: true, value: { author: 'Ada', postSlug: slug } });
    const sent = await writes.submitContact(contact);
    expect(sent.ok).toBe(true);
    if (sent.ok) expect(mailer.deliver).toHaveBeenCalledWith(sent.value._id);
  });

  it('answers bad input with 400 and the message of the shared schemas', async () => {
    const { writes } = setUp();
    expect(await writes.submitComment({ ...comment, email: 'nope' })).toEqual(
      refused(400, messages.invalidEmail),
    );
    expect(await writes.submitContact({ ...contact, message: 'a\u0000b' })).toEqual(
      refused(400, NUL_TEXT_MESSAGE),
    );
    expect(await writes.submitContact(null)).toMatchObject({ ok: false, status: 400 });
  });

  it('answers a comment on a missing post with 404', async () => {
    const { writes } = setUp();
    expect(await writes.submitComment({ ...comment, postSlug: 'no-such-post' })).toEqual(
      refused(404, messages.postNotFound),
    );
  });

  it('logs a failing store and answers 503 with the form message', async () => {
    const { writes, logger } = setUp(unreachableStores());
    expect(await writes.submitComment(comment)).toEqual(refused(503, messages.commentFailed));
    expect(await writes.submitContact(contact)).toEqual(refused(503, messages.contactFailed));
    expect(logger.error).toHaveBeenCalledTimes(2);
  });
});
