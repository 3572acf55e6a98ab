import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { createMemoryStores } from '../content/memory-stores';
import type { Logger } from '../logger';
import { createContactMailer } from './contact-mailer';

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/contact-mailer-test' });
const quietLogger = () =>
  ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as Logger & {
    info: ReturnType<typeof vi.fn>;
  };
const input = { name: 'N', email: 'n@example.com', message: 'Hello' };

describe('contact mailer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('without SMTP it only stores, and says so once', async () => {
    const logger = quietLogger();
    const { contact } = createMemoryStores();
    const mailer = createContactMailer({ config, logger, contact });
    const message = await contact.create(input);
    mailer.start();
    mailer.start();
    await mailer.deliver(message._id);
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(await contact.get(message._id)).toMatchObject({
      deliveryAttempts: 0,
      deliveredAt: null,
    });
  });

  it('records failures and retries with backoff until delivered', async () => {
    const { contact } = createMemoryStores();
    let up = false;
    const send = vi.fn(() =>
      up ? Promise.resolve() : Promise.reject(new Error('connect ECONNREFUSED')),
    );
    const mailer = createContactMailer({
      config,
      logger: quietLogger(),
      contact,
      send,
      retryIntervalMs: 1000,
      maxRetryIntervalMs: 4000,
    });
    const message = await contact.create(input);
    await mailer.deliver(message._id);
    expect(await contact.get(message._id)).toMatchObject({
      deliveryAttempts: 1,
      deliveredAt: null,
    });

    mailer.start();
    await vi.advanceTimersByTimeAsync(1000); // round 1 fails: next wait 2000
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // round 2 fails: next wait 4000 (the cap)
    expect(send).toHaveBeenCalledTimes(3);
    up = true;
    await vi.advanceTimersByTimeAsync(4000);
    expect(send).toHaveBeenCalledTimes(4);
    expect(await contact.get(message._id)).toMatchObject({ deliveryAttempts: 4 });
    expect((await contact.get(message._id))?.deliveredAt).not.toBeNull();

    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(4);
    mailer.stop();
  });

  it('never sends a delivered message again', async () => {
    const { contact } = createMemoryStores();
    const send = vi.fn(async () => {});
    const mailer = createContactMailer({ config, logger: quietLogger(), contact, send });
    const message = await contact.create(input);
    await mailer.deliver(message._id);
    await mailer.deliver(message._id);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
