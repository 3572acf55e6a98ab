import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ownerPasswordSchema } from '#common/owner-password.ts';
import { tokenMatches } from '../api/middleware/auth';
import type { Limiters } from '../limits/limiter';
import { hashOwnerPassword, ownerPasswordMatches } from './password-hash';
import type { OwnerAuthStore, OwnerSessionRecord } from './owner-store';
import { describeDevice } from './describe-device';

/** A session nobody has used for this long is over: the next request signs in again. */
export const SESSION_IDLE_EXPIRY_MS = 30 * 24 * 60 * 60 * 1000;
/** "Last seen" is written at most this often, so a signed-in owner costs no write per page. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
const SESSION_TOKEN_BYTES = 32;

/** Wrong passwords one address may send before it has to wait. */
export const SIGN_IN_FAILURES_PER_ADDRESS = 5;
const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60;
/**
 * Wrong passwords from everywhere together before every attempt is slowed. Slowed, never
 * refused: a guesser spread over many addresses must not be able to lock the owner out.
 */
const SIGN_IN_FAILURES_SITE_WIDE = 20;
const SIGN_IN_SLOWDOWN_MS = 1000;

export const WRONG_PASSWORD_MESSAGE = 'That password is not right.';
const NO_ADMIN_TOKEN_MESSAGE =
  'Setting the first password needs ADMIN_TOKEN: set it in the environment and restart, or run npm run owner:password.';
export const WRONG_ADMIN_TOKEN_MESSAGE = 'That is not the ADMIN_TOKEN this site was started with.';
export const PASSWORD_ALREADY_SET_MESSAGE =
  'A password is already set: sign in with it, or change it with npm run owner:password.';

const tooManyFailuresMessage = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many wrong passwords from your address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/** Who asks: kept with a session so the owner can recognise their devices. */
interface Requester {
  address: string;
  userAgent: string;
}

export type SignInResult =
  { ok: true; token: string } | { ok: false; status: 400 | 401 | 403 | 429; message: string };

export interface OwnerAuth {
  hasPassword(): Promise<boolean>;
  /** Sets (or replaces) the password; every signed-in device is signed out. */
  setPassword(password: string): Promise<{ ok: true } | { ok: false; message: string }>;
  /** The first visit to the console: ADMIN_TOKEN proves it is the owner, who chooses a password. */
  setFirstPassword(adminToken: string, password: string, who: Requester): Promise<SignInResult>;
  signIn(password: string, who: Requester): Promise<SignInResult>;
  /** The session a cookie's token belongs to, or null when there is none or it has expired. */
  identify(token: string): Promise<OwnerSessionRecord | null>;
  signOut(token: string): Promise<void>;
  /** Signs out the device a session list names (by its stored hash, as `sessions` gives it). */
  signOutSession(tokenHash: string): Promise<void>;
  signOutEverywhere(): Promise<void>;
  sessions(): Promise<OwnerSessionRecord[]>;
}

let standIn: Promise<string> | undefined;
const standInHash = () => (standIn ??= hashOwnerPassword(randomBytes(32).toString('base64url')));

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createOwnerAuth(options: {
  store: OwnerAuthStore;
  limiters: Limiters;
  adminToken: string | undefined;
  now?: () => number;
}): OwnerAuth {
  const { store, adminToken } = options;
  const now = options.now ?? Date.now;
  const failuresByAddress = options.limiters.create('owner-sign-in', {
    points: SIGN_IN_FAILURES_PER_ADDRESS,
    windowSeconds: SIGN_IN_FAILURE_WINDOW_SECONDS,
  });
  const failuresSiteWide = options.limiters.create('owner-sign-in-site', {
    points: SIGN_IN_FAILURES_SITE_WIDE,
    windowSeconds: SIGN_IN_FAILURE_WINDOW_SECONDS,
  });

  async function startSession(who: Requester): Promise<string> {
    const token = randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
    await store.createSession({
      tokenHash: hashToken(token),
      device: describeDevice(who.userAgent),
      address: who.address,
    });
    return token;
  }

  async function refusedForFailures(address: string): Promise<SignInResult | null> {
    const retryAfterMs = await failuresByAddress.retryAfterMs(address);
    if (retryAfterMs > 0) {
      return { ok: false, status: 429, message: tooManyFailuresMessage(retryAfterMs) };
    }
    if (await failuresSiteWide.isLimited('site')) await sleep(SIGN_IN_SLOWDOWN_MS);
    return null;
  }

  async function countFailure(address: string) {
    await Promise.all([failuresByAddress.take(address), failuresSiteWide.take('site')]);
  }

  return {
    hasPassword: async () => (await store.passwordHash()) !== null,

    async setPassword(password) {
      const checked = ownerPasswordSchema.safeParse(password);
      if (!checked.success) return { ok: false, message: checked.error.issues[0]!.message };
      await store.setPasswordHash(await hashOwnerPassword(checked.data));
      await store.deleteAllSessions();
      return { ok: true };
    },

    async setFirstPassword(presentedToken, password, who) {
      if (!adminToken) return { ok: false, status: 403, message: NO_ADMIN_TOKEN_MESSAGE };
      const refused = await refusedForFailures(who.address);
      if (refused) return refused;
      if (!tokenMatches(presentedToken, adminToken)) {
        await countFailure(who.address);
        return { ok: false, status: 401, message: WRONG_ADMIN_TOKEN_MESSAGE };
      }
      if (await store.passwordHash()) {
        return { ok: false, status: 403, message: PASSWORD_ALREADY_SET_MESSAGE };
      }
      const checked = ownerPasswordSchema.safeParse(password);
      if (!checked.success) {
        return { ok: false, status: 400, message: checked.error.issues[0]!.message };
      }
      await store.setPasswordHash(await hashOwnerPassword(checked.data));
      return { ok: true, token: await startSession(who) };
    },

    async signIn(password, who) {
      const refused = await refusedForFailures(who.address);
      if (refused) return refused;
      const stored = await store.passwordHash();
      // Without a stored password the attempt is checked against a stand-in hash: it fails the
      // same way and takes as long, so a guesser cannot tell whether a password exists.
      const matches = await ownerPasswordMatches(password, stored ?? (await standInHash()));
      if (!matches || stored === null) {
        await countFailure(who.address);
        return { ok: false, status: 401, message: WRONG_PASSWORD_MESSAGE };
      }
      // The owner's own mistakes are forgotten once they get it right.
      await failuresByAddress.forget(who.address);
      return { ok: true, token: await startSession(who) };
    },

    async identify(token) {
      const tokenHash = hashToken(token);
      const session = await store.findSession(tokenHash);
      if (!session) return null;
      const at = now();
      if (at - session.lastSeenAt.getTime() > SESSION_IDLE_EXPIRY_MS) {
        await store.deleteSession(tokenHash);
        return null;
      }
      if (at - session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
        await store.touchSession(tokenHash, new Date(at));
      }
      return session;
    },

    signOut: (token) => store.deleteSession(hashToken(token)),
    signOutSession: (tokenHash) => store.deleteSession(tokenHash),
    signOutEverywhere: () => store.deleteAllSessions(),

    async sessions() {
      await store.deleteSessionsLastSeenBefore(new Date(now() - SESSION_IDLE_EXPIRY_MS));
      return store.listSessions();
    },
  };
}
