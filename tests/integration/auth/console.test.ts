import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '#server/auth/refuse-cross-site.ts';
import { ownerSessions } from '#server/db/schema.ts';
import { createLogger } from '#server/logger.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { productionBuildReady, productionTestConfig } from '../support/production-server';
import { serverForSuite } from '../support/suite-server';

/**
 * The owner's console on the production build: signing in sets a cookie only this site can read
 * back, console answers are private, and nothing made for the signed-in owner is ever kept in
 * the shared page cache or answered from it.
 */
const buildReady = productionBuildReady('console tests');

const ADMIN_TOKEN = 'console-test-admin-token-0123456789';
const PASSWORD = 'a long enough passphrase';

interface Started {
  server: RunningServer;
  dataDir: string;
}

function useServer(env: Record<string, string>) {
  return serverForSuite<Started>(
    async () => {
      const { config, dataDir } = productionTestConfig('console-', {
        ADMIN_TOKEN,
        ...env,
      });
      return { server: await startServer(config, createLogger('silent')), dataDir };
    },
    async ({ server, dataDir }) => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    120_000,
  );
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.skipIf(!buildReady)('owner console', () => {
  const started = useServer({});
  const base = () => started().server.url;
  const origin = () => new URL(base()).origin;
  const post = (
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${base()}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: origin(),
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      body: form(fields),
    });
  const get = (path: string, cookie?: string) =>
    fetch(`${base()}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

  /** Signs in (choosing the first password when there is none) and gives the cookie to send. */
  async function signIn(): Promise<string> {
    let answer = await post('/admin/sign-in', { intent: 'sign-in', password: PASSWORD });
    if (answer.status === 401) {
      answer = await post('/admin/sign-in', {
        intent: 'first-password',
        adminToken: ADMIN_TOKEN,
        password: PASSWORD,
        confirm: PASSWORD,
      });
    }
    expect(answer.status).toBe(302);
    const setCookie = answer.headers.get('set-cookie')!;
    return setCookie.split(';')[0]!;
  }

  it('sends a visitor to sign-in, and signs the owner in with a private, HttpOnly cookie', async () => {
    const door = await get('/admin/devices');
    expect(door.status).toBe(302);
    expect(door.headers.get('location')).toBe('/admin/sign-in?next=%2Fadmin%2Fdevices');

    const wrong = await post('/admin/sign-in', {
      intent: 'first-password',
      adminToken: 'not the token',
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const answer = await post('/admin/sign-in', {
      intent: 'first-password',
      adminToken: ADMIN_TOKEN,
      password: PASSWORD,
      confirm: PASSWORD,
      next: '/admin/devices',
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/admin/devices');
    const setCookie = answer.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^owner=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);

    const devices = await get('/admin/devices', setCookie.split(';')[0]);
    expect(devices.status).toBe(200);
    expect(devices.headers.get('cache-control')).toBe('private, no-store');
    expect(devices.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(devices.headers.get('x-cache')).toBeNull();
    expect(await devices.text()).toContain('This device');
  });

  it('refuses a wrong password without saying whether one exists', async () => {
    await signIn();
    const answer = await post('/admin/sign-in', { intent: 'sign-in', password: 'not it at all' });
    expect(answer.status).toBe(401);
    expect(await answer.text()).toContain('That password is not right.');
  });

  it('refuses a console write from another site', async () => {
    const cookie = await signIn();
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', cookie },
      { 'sec-fetch-site': 'same-site', cookie },
      { 'sec-fetch-site': '', origin: 'https://elsewhere.example', cookie },
    ];
    for (const headers of crossSite) {
      const answer = await post('/admin/devices', { intent: 'sign-out-everywhere' }, headers);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    }
    expect((await get('/admin/devices', cookie)).status).toBe(200);
  });

  it('sends a revoked or idle-expired session back to sign-in', async () => {
    const revoked = await signIn();
    const kept = await signIn();
    expect((await post('/admin/sign-out', {}, { cookie: revoked })).status).toBe(302);
    expect((await get('/admin', revoked)).headers.get('location')).toBe(
      '/admin/sign-in?next=%2Fadmin',
    );
    expect((await get('/admin', kept)).status).toBe(200);

    const idle = await signIn();
    const { database } = started().server;
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await database.db.update(ownerSessions).set({ lastSeenAt: longAgo });
    expect((await get('/admin', idle)).status).toBe(302);
    expect((await get('/admin', kept)).status).toBe(302);
  });

  it('never answers the owner from the shared page cache, nor keeps what it renders for them', async () => {
    const cookie = await signIn();
    // A page visitors have warmed: the owner still gets their own render, with the console link.
    await get('/');
    expect((await get('/')).headers.get('x-cache')).toBe('HIT');
    const owners = await get('/', cookie);
    expect(owners.headers.get('x-cache')).toBeNull();
    expect(await owners.text()).toContain('href="/admin"');

    // A page first asked for by the owner: the next visitor gets a render of their own.
    const fresh = '/blog?owner-first';
    expect(await (await get(fresh, cookie)).text()).toContain('href="/admin"');
    const visitor = await get(fresh);
    expect(visitor.headers.get('x-cache')).toBe('MISS');
    expect(await visitor.text()).not.toContain('href="/admin"');
    const again = await get(fresh);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).not.toContain('href="/admin"');
  });

  it('treats a made-up owner cookie as a visitor, served from the cache', async () => {
    await get('/projects');
    const forged = await get('/projects', 'owner=forged.value');
    expect(forged.headers.get('x-cache')).toBe('HIT');
    expect(await forged.text()).not.toContain('href="/admin"');
  });
});

describe.skipIf(!buildReady)('owner console on https', () => {
  const started = useServer({ PUBLIC_URL: 'https://console.example' });

  it('names its cookie __Host- and marks it Secure', async () => {
    const answer = await fetch(`${started().server.url}/admin/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://console.example',
        host: 'console.example',
      },
      body: form({
        intent: 'first-password',
        adminToken: ADMIN_TOKEN,
        password: PASSWORD,
        confirm: PASSWORD,
      }),
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('set-cookie')).toMatch(
      /^__Host-owner=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });
});
