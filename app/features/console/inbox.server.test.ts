import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { OwnerDevice } from '#common/owner.ts';
import type { Stores } from '#common/stores.ts';
import { createMemoryStores } from '#server/content/memory-stores.ts';
import { inboxAction, inboxData } from './inbox.server';

const DEVICE: OwnerDevice = {
  id: 'device',
  device: 'Firefox on Linux',
  address: '203.0.113.9',
  signedInAt: '2026-11-26T00:00:00.000Z',
  lastSeenAt: '2026-11-26T00:00:00.000Z',
  current: true,
};

function setUp({ configured = true, mailWorks = true, signedIn = true } = {}) {
  const stores: Stores = createMemoryStores();
  const context = {
    stores,
    owner: { signedIn: signedIn ? DEVICE : null },
    contactMail: {
      configured,
      async deliverNow(id: string) {
        if (mailWorks) await stores.contact.markDelivered(id);
        else await stores.contact.markFailed(id, 'mail server down');
      },
    },
  } as unknown as AppLoadContext;
  return { stores, context };
}

const post = (fields: Record<string, string>) =>
  new Request('http://site.test/admin/inbox', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });

const answerOf = (result: unknown) => {
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { ...(data as object), status: init?.status ?? 200 };
};

describe('the inbox', () => {
  it('tells where each message’s e-mail stands', async () => {
    const { stores, context } = setUp();
    const sent = await stores.contact.create({ name: 'S', email: 's@x.io', message: 'sent' });
    await stores.contact.markDelivered(sent._id);
    const failed = await stores.contact.create({ name: 'F', email: 'f@x.io', message: 'failed' });
    await stores.contact.markFailed(failed._id, 'refused');
    await stores.contact.create({ name: 'W', email: 'w@x.io', message: 'waiting' });
    const { data } = (await inboxData(context, post({}))) as unknown as {
      data: { messages: { message: string; delivery: string }[] };
    };
    expect(data.messages.map((message) => [message.message, message.delivery]).sort()).toEqual([
      ['failed', 'retrying'],
      ['sent', 'sent'],
      ['waiting', 'waiting'],
    ]);
    const unset = setUp({ configured: false });
    await unset.stores.contact.create({ name: 'N', email: 'n@x.io', message: 'never' });
    const { data: none } = (await inboxData(unset.context, post({}))) as unknown as {
      data: { messages: { delivery: string }[] };
    };
    expect(none.messages[0]!.delivery).toBe('not configured');
  });

  it('marks read and unread, deletes, and says when a message is gone', async () => {
    const { stores, context } = setUp();
    const { _id: id } = await stores.contact.create({ name: 'A', email: 'a@x.io', message: 'hi' });
    expect(answerOf(await inboxAction(context, post({ intent: 'read', id })))).toEqual({
      message: 'Marked as read.',
      done: true,
      status: 200,
    });
    expect(await stores.contact.countUnread()).toBe(0);
    await inboxAction(context, post({ intent: 'unread', id }));
    expect(await stores.contact.countUnread()).toBe(1);
    expect(answerOf(await inboxAction(context, post({ intent: 'delete', id })))).toMatchObject({
      message: 'Message deleted.',
      done: true,
    });
    expect(answerOf(await inboxAction(context, post({ intent: 'read', id })))).toEqual({
      message: 'That message is gone.',
      done: false,
      status: 404,
    });
    expect(answerOf(await inboxAction(context, post({ intent: 'shred', id: 'x' })))).toMatchObject({
      status: 400,
      message: 'Choose what to do with the message.',
    });
  });

  it('retries the e-mail now, and says when it fails again or is not set up', async () => {
    const works = setUp();
    const first = await works.stores.contact.create({ name: 'A', email: 'a@x.io', message: 'm' });
    expect(
      answerOf(await inboxAction(works.context, post({ intent: 'retry', id: first._id }))),
    ).toMatchObject({ message: 'Sent by e-mail.', done: true });

    const fails = setUp({ mailWorks: false });
    const second = await fails.stores.contact.create({ name: 'B', email: 'b@x.io', message: 'm' });
    expect(
      answerOf(await inboxAction(fails.context, post({ intent: 'retry', id: second._id }))),
    ).toEqual({
      message: 'The e-mail failed again; it will be retried.',
      done: false,
      status: 502,
    });

    const unset = setUp({ configured: false });
    const third = await unset.stores.contact.create({ name: 'C', email: 'c@x.io', message: 'm' });
    expect(
      answerOf(await inboxAction(unset.context, post({ intent: 'retry', id: third._id }))),
    ).toMatchObject({ status: 400, message: 'E-mail is not set up: set SMTP_URL and CONTACT_TO.' });
  });

  it('sends whoever is not signed in to sign-in', async () => {
    const { context } = setUp({ signedIn: false });
    await expect(inboxAction(context, post({ intent: 'read', id: 'x' }))).rejects.toMatchObject({
      status: 302,
    });
  });
});
