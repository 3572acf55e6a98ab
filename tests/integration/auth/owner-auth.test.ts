import { randomBytes } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import { OWNER_PASSWORD_TOO_SHORT } from '#common/owner-password.ts';
import {
  createOwnerAuth,
  PASSWORD_ALREADY_SET_MESSAGE,
  SESSION_IDLE_EXPIRY_MS,
  SIGN_IN_FAILURES_PER_ADDRESS,
  WRONG_ADMIN_TOKEN_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type OwnerAuth,
} from '#server/auth/owner-auth.ts';
import { createDbOwnerAuthStore } from '#server/auth/owner-store.ts';
import { ownerAccount, ownerSessions } from '#server/db/schema.ts';
import { createLimiters } from '#server/limits/limiter.ts';
import { describeEachDriver } from '../support/databases';

const ADMIN_TOKEN = 'owner-auth-test-token-0123456789';
const PASSWORD = 'correct horse battery staple';
const PHONE = {
  address: '203.0.113.7',
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};
const LAPTOP = {
  address: '198.51.100.4',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

describeEachDriver(
  'owner sign-in and sessions',
  ({ db }) => {
    let clock: number;
    let auth: OwnerAuth;

    beforeEach(async () => {
      await db().database.db.delete(ownerSessions);
      await db().database.db.delete(ownerAccount);
      clock = Date.now();
      auth = createOwnerAuth({
        store: createDbOwnerAuthStore(db().database.db),
        // A fresh prefix: every test starts with no failures counted.
        limiters: createLimiters({ prefix: randomBytes(4).toString('hex') }),
        adminToken: ADMIN_TOKEN,
        now: () => clock,
      });
    });

    it('chooses the first password with ADMIN_TOKEN, once, and is signed in by it', async () => {
      expect(await auth.hasPassword()).toBe(false);
      expect(await auth.setFirstPassword('not-the-token', PASSWORD, PHONE)).toEqual({
        ok: false,
        status: 401,
        message: WRONG_ADMIN_TOKEN_MESSAGE,
      });
      expect(await auth.setFirstPassword(ADMIN_TOKEN, 'short', PHONE)).toEqual({
        ok: false,
        status: 400,
        message: OWNER_PASSWORD_TOO_SHORT,
      });
      const first = await auth.setFirstPassword(ADMIN_TOKEN, PASSWORD, PHONE);
      expect(first.ok).toBe(true);
      expect(await auth.identify(first.ok ? first.token : '')).not.toBeNull();
      expect(await auth.setFirstPassword(ADMIN_TOKEN, 'another long password', PHONE)).toEqual({
        ok: false,
        status: 403,
        message: PASSWORD_ALREADY_SET_MESSAGE,
      });
    });

    it('signs in with the right password only, and stores neither password nor token', async () => {
      expect(await auth.signIn(PASSWORD, PHONE)).toEqual({
        ok: false,
        status: 401,
        message: WRONG_PASSWORD_MESSAGE,
      });
      await auth.setPassword(PASSWORD);
      expect((await auth.signIn('wrong password here', PHONE)).ok).toBe(false);
      const result = await auth.signIn(PASSWORD, PHONE);
      if (!result.ok) throw new Error(result.message);
      const [account] = await db().database.db.select().from(ownerAccount);
      expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(account!.passwordHash).not.toContain(PASSWORD);
      const rows = await db().database.db.select().from(ownerSessions);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).not.toBe(result.token);
      expect(rows[0]!.device).toBe('Chrome on Android');
      expect(rows[0]!.address).toBe(PHONE.address);
    });

    it('gives a new token at every sign-in and knows each device', async () => {
      await auth.setPassword(PASSWORD);
      const phone = await auth.signIn(PASSWORD, PHONE);
      const laptop = await auth.signIn(PASSWORD, LAPTOP);
      if (!phone.ok || !laptop.ok) throw new Error('sign-in failed');
      expect(phone.token).not.toBe(laptop.token);
      const devices = (await auth.sessions()).map((session) => session.device).sort();
      expect(devices).toEqual(['Chrome on Android', 'Firefox on Linux']);
    });

    it('limits wrong passwords per address, and not the owner elsewhere', async () => {
      await auth.setPassword(PASSWORD);
      for (let attempt = 0; attempt < SIGN_IN_FAILURES_PER_ADDRESS; attempt++) {
        expect((await auth.signIn(`guess number ${attempt}`, PHONE)).ok).toBe(false);
      }
      const refused = await auth.signIn(PASSWORD, PHONE);
      expect(refused).toMatchObject({ ok: false, status: 429 });
      expect(refused.ok ? '' : refused.message).toMatch(
        /^Too many wrong passwords from your address\. Try again in 15 minutes\.$/,
      );
      expect((await auth.signIn(PASSWORD, LAPTOP)).ok).toBe(true);
    });

    it("forgets an address's wrong passwords once it signs in", async () => {
      await auth.setPassword(PASSWORD);
      for (let round = 0; round < 2; round++) {
        for (let attempt = 1; attempt < SIGN_IN_FAILURES_PER_ADDRESS; attempt++) {
          expect(await auth.signIn(`typo number ${attempt}`, PHONE)).toMatchObject({ status: 401 });
        }
        expect((await auth.signIn(PASSWORD, PHONE)).ok).toBe(true);
      }
    });

    it('ends a session after 30 days without use, and keeps a used one alive', async () => {
      await auth.setPassword(PASSWORD);
      const used = await auth.signIn(PASSWORD, PHONE);
      const idle = await auth.signIn(PASSWORD, LAPTOP);
      if (!used.ok || !idle.ok) throw new Error('sign-in failed');
      clock += SESSION_IDLE_EXPIRY_MS - 60_000;
      expect(await auth.identify(used.token)).not.toBeNull();
      clock += 2 * 60_000;
      expect(await auth.identify(used.token)).not.toBeNull();
      expect(await auth.identify(idle.token)).toBeNull();
    });

    it('signs out one device, every device, and everyone when the password changes', async () => {
      await auth.setPassword(PASSWORD);
      const tokens = await Promise.all(
        [PHONE, LAPTOP, PHONE].map(async (who) => {
          const result = await auth.signIn(PASSWORD, who);
          if (!result.ok) throw new Error(result.message);
          return result.token;
        }),
      );
      await auth.signOut(tokens[0]!);
      expect(await auth.identify(tokens[0]!)).toBeNull();
      expect(await auth.identify(tokens[1]!)).not.toBeNull();
      const [laptop] = (await auth.sessions()).filter((each) => each.device === 'Firefox on Linux');
      await auth.signOutSession(laptop!.tokenHash);
      expect(await auth.identify(tokens[1]!)).toBeNull();
      await auth.signOutEverywhere();
      expect(await auth.identify(tokens[2]!)).toBeNull();

      const again = await auth.signIn(PASSWORD, PHONE);
      if (!again.ok) throw new Error(again.message);
      await auth.setPassword('a brand new passphrase');
      expect(await auth.identify(again.token)).toBeNull();
    });

    it('knows no session for a made-up token', async () => {
      expect(await auth.identify('made-up')).toBeNull();
    });
  },
  { seed: false },
);
