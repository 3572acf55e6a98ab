import { DEFAULT_PROFILE } from '#common/site.ts';
import type { ContactMessage } from '#common/types.ts';
import type { Config } from '../config';
import type { ContactStore } from '#common/stores.ts';
import type { Logger } from '../logger';
import { createSmtpSender, type SendContactMail } from './smtp-sender';

const CONTACT_RETRY_INTERVAL_MS = 30 * 1000;

const CONTACT_RETRY_MAX_INTERVAL_MS = 15 * 60 * 1000;

export interface ContactMailer {
  /** Whether messages are forwarded at all (SMTP_URL and CONTACT_TO set). */
  configured: boolean;
  start(): void;
  stop(): void;
  /** Try to deliver one stored message now; failures are retried later by the timer. */
  deliver(id: string): Promise<void>;
}

export interface ContactMailerDeps {
  config: Config;
  logger: Logger;
  contact: ContactStore;
  /** First wait between retry rounds; doubles while rounds fail, up to `maxRetryIntervalMs`. */
  retryIntervalMs?: number;
  maxRetryIntervalMs?: number;
  /** The owner's name as the profile says now: the sender's name. The first run's by default. */
  ownerName?: () => Promise<string>;
  /** Replaces the SMTP sender (tests). */
  send?: SendContactMail;
}

/**
 * Forwards stored contact messages by e-mail when SMTP_URL is set. The message is already in the
 * database before this runs, so a mail failure only records the error; a timer retries every
 * undelivered message with backoff until it goes through.
 */
export function createContactMailer(deps: ContactMailerDeps): ContactMailer {
  const { config, logger, contact } = deps;
  const configured =
    deps.send ??
    (config.SMTP_URL && config.CONTACT_TO
      ? createSmtpSender(
          config.SMTP_URL,
          config.CONTACT_TO,
          deps.ownerName ?? (() => Promise.resolve(DEFAULT_PROFILE.name)),
        )
      : undefined);
  if (!configured) return storeOnly(logger);
  const send: SendContactMail = configured;

  const baseInterval = deps.retryIntervalMs ?? CONTACT_RETRY_INTERVAL_MS;
  const maxInterval = deps.maxRetryIntervalMs ?? CONTACT_RETRY_MAX_INTERVAL_MS;
  let interval = baseInterval;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  // The same message may be handed over on create and picked up by a retry round at once.
  const inFlight = new Set<string>();

  async function attempt(message: ContactMessage): Promise<boolean> {
    if (message.deliveredAt || inFlight.has(message._id)) return true;
    inFlight.add(message._id);
    try {
      await send(message);
      await contact.markDelivered(message._id);
      logger.info({ contactId: message._id }, 'Contact message forwarded by e-mail');
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await contact.markFailed(message._id, reason);
      logger.warn({ contactId: message._id, reason }, 'Contact e-mail failed; will retry');
      return false;
    } finally {
      inFlight.delete(message._id);
    }
  }

  async function retryRound() {
    let allDelivered = true;
    try {
      for (const message of await contact.listUndelivered()) {
        if (!running) return;
        allDelivered = (await attempt(message)) && allDelivered;
      }
    } catch (error) {
      allDelivered = false;
      logger.error({ err: error }, 'Contact retry round failed');
    }
    interval = allDelivered ? baseInterval : Math.min(interval * 2, maxInterval);
  }

  function schedule() {
    if (!running) return;
    timer = setTimeout(() => {
      void retryRound().then(schedule);
    }, interval);
    // Pending retries must not keep the process (or a test run) alive.
    timer.unref();
  }

  return {
    configured: true,
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
    async deliver(id) {
      const message = await contact.get(id);
      if (message) await attempt(message);
    },
  };
}

function storeOnly(logger: Logger): ContactMailer {
  let told = false;
  return {
    configured: false,
    start() {
      if (told) return;
      told = true;
      logger.info('SMTP_URL is not set: contact messages are stored but not forwarded by e-mail');
    },
    stop() {},
    async deliver() {},
  };
}
