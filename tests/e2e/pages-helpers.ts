import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Project, PublicComment, Stat } from '#common/types.ts';
import { E2E_ADMIN_TOKEN, E2E_SERVERS } from './support/servers';

/** Helpers shared by the browser tests of the content pages (pages-*.spec.ts) and others. */

/**
 * The servers with an unreachable database (docs/product.md): built-in content on, and off. The
 * variables let these specs run beside another Playwright run, on other ports.
 */
export const FALLBACK_URL = process.env.E2E_FALLBACK_URL ?? E2E_SERVERS.fallback.url;
export const BROKEN_URL = process.env.E2E_BROKEN_URL ?? E2E_SERVERS.broken.url;

const owner = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The API's answer at `path`, as the pages read it. */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await (await request.get(path)).json()) as T;
}

/** Opens a page and waits for hydration: the shell's keep-alive ping is sent from an effect. */
export async function openHydrated(page: Page, path: string) {
  const pinged = page.waitForResponse((response) => response.url().endsWith('/api/health'));
  await page.goto(path);
  await pinged;
}

/**
 * Waits until React has hydrated this element: a part whose code arrives after the page's (a
 * lazy form) is server-rendered and works without JavaScript, so a click before it hydrates
 * posts the plain form and navigates away.
 */
export async function waitForHydration(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
}

/** Approves the unapproved comment with this content, so the page lists it. */
export async function approveComment(request: APIRequestContext, content: string) {
  const pending = (await (
    await request.get('/api/comments/admin/unapproved', { headers: owner })
  ).json()) as PublicComment[];
  const comment = pending.find((candidate) => candidate.content === content);
  expect(comment, `an unapproved comment "${content}"`).toBeDefined();
  const approved = await request.put(`/api/comments/${comment?._id}/approve`, { headers: owner });
  expect(approved.ok()).toBe(true);
}

/** Removes every project of a type (on a server of its own: every other test reads them). */
export async function removeProjects(request: APIRequestContext, type: 'client' | 'personal') {
  const projects = await getJson<Project[]>(request, `/api/projects/${type}`);
  for (const project of projects) {
    const response = await request.delete(`/api/projects/${project._id}`, { headers: owner });
    expect(response.ok()).toBe(true);
  }
  return projects;
}

export async function removeStats(request: APIRequestContext) {
  const stats = await getJson<Stat[]>(request, '/api/stats/stats');
  for (const stat of stats) {
    await request.delete(`/api/stats/stats/${stat._id}`, { headers: owner });
  }
  return stats;
}

/** The value of a meta tag (by name or property) in server HTML. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return tag?.[1];
}

export function canonicalHref(html: string): string | undefined {
  return html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
}
