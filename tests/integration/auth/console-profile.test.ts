import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES, RESUME_UPLOAD_PATH } from '#common/profile-schemas.ts';
import { DEFAULT_PROFILE } from '#common/site.ts';
import { socialPageImagePath } from '#common/social-images.ts';
import type { Profile, Stat } from '#common/types.ts';
import { draftOf, type ProfileDraft } from '#app/features/console/profile-form.ts';
import { createLogger } from '#server/logger.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { productionBuildReady, productionTestConfig } from '../support/production-server';
import { serverForSuite } from '../support/suite-server';

/**
 * The console's profile on the production build: a saved profile is what every page, feed,
 * card and static lab shows on the next request (the cached copies made stale by the profile's
 * content change), a refused one comes back as typed, and the résumé is checked by its content.
 */
const buildReady = productionBuildReady('console profile tests');

const ADMIN_TOKEN = 'profile-test-admin-token-0123456789';
const PASSWORD = 'a long enough passphrase';
const NEW_NAME = 'Maximiliana Alexandrova-Rodríguez';

interface Started {
  server: RunningServer;
  dataDir: string;
}

/** The form fields a browser sends for a draft, named as the page names them. */
function fieldsOf(draft: ProfileDraft, intent = 'save'): URLSearchParams {
  const form = new URLSearchParams({ intent });
  const add = (name: string, value: unknown) => {
    if (typeof value === 'boolean') {
      if (value) form.append(name, 'on');
    } else if (Array.isArray(value)) value.forEach((item, index) => add(`${name}.${index}`, item));
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) add(`${name}.${key}`, inner);
    } else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(draft)) add(name, value);
  return form;
}

describe.skipIf(!buildReady)('the console profile', () => {
  const started = serverForSuite<Started>(
    async () => {
      const { config, dataDir } = productionTestConfig('console-profile-', { ADMIN_TOKEN });
      return { server: await startServer(config, createLogger('silent')), dataDir };
    },
    async ({ server, dataDir }) => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    120_000,
  );
  const base = () => started().server.url;
  const sameSite = () => ({ origin: new URL(base()).origin, 'sec-fetch-site': 'same-origin' });
  const get = (path: string, cookie?: string) =>
    fetch(`${base()}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const post = (path: string, body: URLSearchParams | FormData, cookie?: string) =>
    fetch(`${base()}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...sameSite(), ...(cookie ? { cookie } : {}) },
      body,
    });

  let cookie: string | undefined;
  async function signIn(): Promise<string> {
    if (cookie) return cookie;
    const answer = await post(
      '/admin/sign-in',
      new URLSearchParams({
        intent: 'first-password',
        adminToken: ADMIN_TOKEN,
        password: PASSWORD,
        confirm: PASSWORD,
      }),
    );
    expect(answer.status).toBe(302);
    cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
    return cookie;
  }

  async function currentDraft(): Promise<ProfileDraft> {
    const stats = (await (await get('/api/stats/stats')).json()) as Stat[];
    const profile: Profile = { ...DEFAULT_PROFILE, resume: null, updatedAt: '' };
    return draftOf(profile, stats);
  }

  it('shows a saved name everywhere on the next request, though each page was cached', async () => {
    const owner = await signIn();
    // Saved once as it is (the stats take the form's order), so that only the name changes next.
    const draft = await currentDraft();
    expect((await post('/admin/profile', fieldsOf(draft), owner)).status).toBe(200);
    const home = socialPageImagePath('home');
    const cached = ['/', '/blog', '/rss.xml', '/site.webmanifest', '/algo/index.html'];
    for (const path of cached) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect((await get('/')).headers.get('x-cache')).toBe('HIT');
    expect((await get('/rss.xml')).headers.get('x-cache')).toBe('HIT');
    const homeBefore = await (await get('/')).text();
    const cardBefore = /social\/home\.png\?v=([\w]+)/.exec(homeBefore)?.[1];
    expect(cardBefore).toBeTruthy();

    const saved = await post('/admin/profile', fieldsOf({ ...draft, name: NEW_NAME }), owner);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toBe('private, no-store');
    expect(await saved.text()).toContain('Profile saved.');

    const page = await get('/');
    expect(page.headers.get('x-cache')).toBe('MISS');
    const html = await page.text();
    expect(html).toContain(`<title>${NEW_NAME} | ${DEFAULT_PROFILE.role}</title>`);
    // The footer's copyright line (React marks the joins of its text with comments).
    expect(html.replace(/<!-- -->/g, '')).toContain(`${NEW_NAME}. All rights reserved.`);
    expect(html).toContain(`"name":"${NEW_NAME}"`);
    expect(html).not.toContain(`social/home.png?v=${cardBefore}`);
    expect(await (await get('/blog')).text()).toContain(`<title>Blog | ${NEW_NAME}</title>`);
    const rss = await get('/rss.xml');
    expect(rss.headers.get('x-cache')).toBe('MISS');
    expect(await rss.text()).toContain(`<title>${NEW_NAME} | Blog</title>`);
    expect(await (await get('/site.webmanifest')).json()).toMatchObject({ name: NEW_NAME });
    const lab = await (await get('/algo/index.html')).text();
    expect(lab).toContain(`<title>Algorithm Demos | ${NEW_NAME}</title>`);
    expect(lab).toContain(`<span class="site-bar__name">${NEW_NAME}</span>`);
    expect(lab).not.toContain('%SITE_');
    // The card's new address is drawn with the new name (its words are the tagline's).
    const card = await get(`${home}?v=${/social\/home\.png\?v=(\w+)/.exec(html)![1]}`);
    expect(card.status).toBe(200);
    expect(card.headers.get('cache-control')).toContain('immutable');
  });

  it('refuses a wrong form with each field marked, and keeps what was typed', async () => {
    const owner = await signIn();
    const draft = await currentDraft();
    const typed = { ...draft, name: '', email: 'nobody', yearsOfExperience: 'ten years' };
    const refused = await post('/admin/profile', fieldsOf(typed), owner);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Nothing was saved: 3 fields need a fix.');
    expect(html).toMatch(
      /id="profile-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="profile-email"/,
    );
    expect(html).toContain('value="ten years"');
    expect(html).toContain('E-mail must be an address such as you@example.com');
    // Nothing changed for visitors.
    expect(await (await get('/')).text()).toContain(NEW_NAME);
  });

  it('adds and removes rows without saving anything', async () => {
    const owner = await signIn();
    const draft = await currentDraft();
    const added = await post('/admin/profile', fieldsOf(draft, 'add:timeline'), owner);
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(html).toContain(`name="timeline.${draft.timeline.length}.employer"`);
    const removed = await post('/admin/profile', fieldsOf(draft, 'remove:timeline:0'), owner);
    const after = await removed.text();
    expect(after).not.toContain(`value="${draft.timeline[0]!.employer}"`);
    expect(await (await get('/')).text()).toContain(draft.timeline[0]!.employer);
  });

  it('keeps a résumé that is a PDF within the limit, links it, and removes it', async () => {
    const owner = await signIn();
    const upload = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const form = new FormData();
      form.append('resume', new Blob([bytes], { type: 'application/pdf' }), name);
      return post(RESUME_UPLOAD_PATH, form, owner);
    };
    /** Where the upload sent the browser back to: the outcome its address names. */
    const outcomeOf = (answer: Response) => {
      expect(answer.status).toBe(302);
      return new URL(answer.headers.get('location')!, base()).searchParams.get('resume');
    };
    // Named .pdf, but not one.
    expect(outcomeOf(await upload(new TextEncoder().encode('<html>'), 'cv.pdf'))).toBe('not-pdf');
    const tooBig = new Uint8Array(RESUME_MAX_BYTES + 1);
    tooBig.set(new TextEncoder().encode('%PDF-1.7'));
    expect(outcomeOf(await upload(tooBig, 'cv.pdf'))).toBe('too-large');
    // A visitor cannot upload one.
    const visitor = await fetch(`${base()}${RESUME_UPLOAD_PATH}`, {
      method: 'POST',
      redirect: 'manual',
      headers: sameSite(),
      body: new FormData(),
    });
    expect(visitor.headers.get('location')).toMatch(/^\/admin\/sign-in/);
    expect((await get('/resume.pdf')).status).toBe(404);

    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
    expect(outcomeOf(await upload(pdf, 'whatever.bin'))).toBe('saved');
    const home = await (await get('/')).text();
    const link = /href="(\/resume\.pdf\?v=\w+)"/.exec(home)?.[1];
    expect(link).toBeTruthy();
    const served = await get(link!);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(pdf));

    const removed = await post(
      RESUME_UPLOAD_PATH,
      new URLSearchParams({ intent: 'remove' }),
      owner,
    );
    expect(outcomeOf(removed)).toBe('removed');
    expect((await get('/resume.pdf')).status).toBe(404);
    expect(await (await get('/')).text()).not.toContain('/resume.pdf');
  });
});
