import type { Project } from '#common/types.ts';
import { expect, test, type Browser, type Page } from './support/test';
import { getJson, openHydrated, unique } from './pages-helpers';
import { axeFor } from './support/axe';
import { signInOwner } from './support/owner';
import { describeWithRestartableServer } from './support/restartable-server';
import { keepScreenshot } from './support/screens';
import { E2E_ADMIN_TOKEN } from './support/servers';

/**
 * The console's projects: the owner adds one and a visitor sees it in its gallery, hides one and
 * it is gone from every page, moves one (by keyboard, and before the page's JavaScript) and the
 * galleries follow, deletes one after the site's dialog asks. On a server of its own: the other
 * tests read the sample projects as they are.
 */

const clientRows = (page: Page) =>
  page.getByRole('region', { name: 'Client work' }).getByRole('listitem');

const rowOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });

/** The titles a visitor's gallery shows, in order. */
async function galleryTitles(browser: Browser, url: string): Promise<string[]> {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(url);
  return visitor.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
}

describeWithRestartableServer(
  'the console’s projects',
  'console-projects',
  40,
  (server) => {
    const at = (path: string) => `${server.origin}${path}`;

    test('adds a project, which a visitor sees in its gallery', async ({ page, browser }) => {
      await signInOwner(page.request, server.origin);
      await openHydrated(page, at('/admin/projects'));
      await page.getByRole('link', { name: 'Add a project' }).click();
      await expect(page.getByRole('heading', { name: 'Add a project' })).toBeVisible();

      const title = unique('Tide Tables');
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Personal projects (/personal-projects)').check();
      await page.getByLabel('Main category').fill('tool');
      await page.getByLabel('Technologies').fill('React, TypeScript');
      await page.getByLabel('Description').fill('Tides for sailors, offline.');
      await page.getByLabel('Image').fill('/images/projects/tide.svg');
      // A link the site refuses: the field is marked, and nothing typed is lost.
      await page.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Add project' }).click();
      await expect(page.getByRole('main').getByRole('alert').first()).toHaveText(
        'Check the fields marked below: nothing was saved.',
      );
      const link = page.getByLabel('Link', { exact: true });
      await expect(link).toHaveAttribute('aria-invalid', 'true');
      await expect(link).toHaveAccessibleDescription(
        /URL must be an http or https address, or a path on this site/,
      );
      await expect(link).toBeFocused();
      await expect(page.getByLabel('Title')).toHaveValue(title);
      await expect(page.getByLabel('Technologies')).toHaveValue('React, TypeScript');

      await link.fill('https://tides.example');
      await page.getByLabel('Source code').fill('https://github.com/example/tides');
      await page.getByRole('button', { name: 'Add project' }).click();
      await expect(page).toHaveURL(/\/admin\/projects\?saved=/);
      await expect(page.getByRole('status')).toContainText(`“${title}” saved.`);
      await page.getByRole('link', { name: 'See it in its gallery' }).click();
      await expect(page).toHaveURL(at('/personal-projects'));

      expect(await galleryTitles(browser, at('/personal-projects'))).toContain(title);
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(at('/personal-projects'));
      const card = visitor.getByRole('article').filter({ hasText: title });
      await expect(card.getByRole('link', { name: /^View Project/ })).toHaveAttribute(
        'href',
        'https://tides.example',
      );
      await expect(card.getByRole('link', { name: /^Source code/ })).toHaveAttribute(
        'href',
        'https://github.com/example/tides',
      );
      expect(await galleryTitles(browser, at('/personal-projects?category=tool'))).toContain(title);
    });

    test('hides a project from every visitor page, then shows it again', async ({
      page,
      browser,
    }) => {
      await signInOwner(page.request, server.origin);
      const [first] = await getJson<Project[]>(page.request, at('/api/projects/client'));
      const title = first!.title;
      expect(await galleryTitles(browser, at('/projects'))).toContain(title);

      await page.goto(at('/admin/projects'));
      await rowOf(page, title)
        .getByRole('button', { name: `Hide ${title}` })
        .click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        `“${title}” is hidden: visitors no longer see it.`,
      );
      await expect(rowOf(page, title)).toContainText('Hidden');

      expect(await galleryTitles(browser, at('/projects'))).not.toContain(title);
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(at('/'));
      await expect(visitor.locator('#work')).toBeVisible();
      await expect(visitor.locator('#work')).not.toContainText(title);
      const api = await visitor.request.get(at(`/api/projects/${first!._id}`));
      expect(api.status()).toBe(404);

      await rowOf(page, title)
        .getByRole('button', { name: `Show ${title}` })
        .click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        `“${title}” is shown to visitors again.`,
      );
      expect(await galleryTitles(browser, at('/projects'))).toContain(title);
    });

    test('moves a project by keyboard, keeping the focus, and the gallery follows', async ({
      page,
      browser,
    }) => {
      await signInOwner(page.request, server.origin);
      await openHydrated(page, at('/admin/projects'));
      const before = await clientRows(page).locator('strong').allTextContents();
      const [first, second] = before;

      const moveDown = page.getByRole('button', { name: `Move down ${first}` });
      await moveDown.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main').getByRole('status')).toHaveText(`“${first}” moved down.`);
      await expect(clientRows(page).locator('strong')).toHaveText([
        second!,
        first!,
        ...before.slice(2),
      ]);
      await expect(page.getByRole('button', { name: `Move down ${first}` })).toBeFocused();
      expect((await galleryTitles(browser, at('/projects'))).slice(0, 2)).toEqual([second, first]);

      // The first of the list cannot go up: its button says so by being disabled.
      await expect(page.getByRole('button', { name: `Move up ${second}` })).toBeDisabled();
    });

    test('moves a project before the page’s JavaScript has loaded', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await signInOwner(context.request, server.origin);
      const page = await context.newPage();
      await page.goto(at('/admin/projects'));
      const before = await clientRows(page).locator('strong').allTextContents();
      await page.getByRole('button', { name: `Move up ${before[1]}` }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        `“${before[1]}” moved up.`,
      );
      await expect(clientRows(page).locator('strong')).toHaveText([
        before[1]!,
        before[0]!,
        ...before.slice(2),
      ]);
    });

    test('deletes a project after the site’s dialog asks', async ({ page, browser }) => {
      await signInOwner(page.request, server.origin);
      await openHydrated(page, at('/admin/projects'));
      const title = (await clientRows(page).locator('strong').allTextContents()).at(-1)!;
      await rowOf(page, title)
        .getByRole('button', { name: `Delete ${title}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Delete “${title}”?` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(rowOf(page, title)).toHaveCount(1);

      await rowOf(page, title)
        .getByRole('button', { name: `Delete ${title}` })
        .click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(`“${title}” deleted.`);
      await expect(rowOf(page, title)).toHaveCount(0);
      expect(await galleryTitles(browser, at('/projects'))).not.toContain(title);
    });

    const SCREENS = [
      { name: 'console projects', path: '/admin/projects' },
      { name: 'console project form', path: '/admin/projects/new' },
    ];
    for (const screen of SCREENS) {
      test(`${screen.name}: no serious accessibility finding at 1440 and 390 px`, async ({
        page,
      }) => {
        await signInOwner(page.request, server.origin);
        for (const viewport of [
          { width: 1440, height: 900 },
          { width: 390, height: 844 },
        ]) {
          await page.setViewportSize(viewport);
          await page.goto(at(screen.path));
          await expect(page.locator('h1')).toBeVisible();
          if (screen.path.endsWith('/new')) {
            // The form as a refusal shows it: the wrong field marked and described.
            await page.getByLabel('Title').fill('Checked');
            await page.getByLabel('Main category').fill('web');
            await page.getByLabel('Image').fill('ftp://elsewhere.example/x.png');
            await page.getByRole('button', { name: 'Add project' }).click();
            await expect(page.getByLabel('Image')).toHaveAttribute('aria-invalid', 'true');
          }
          const results = await axeFor(page).analyze();
          const serious = results.violations.filter(
            (violation) => violation.impact === 'serious' || violation.impact === 'critical',
          );
          expect(serious.map((violation) => violation.id)).toEqual([]);
          await keepScreenshot(page, screen.name);
        }
      });
    }
  },
  { ADMIN_TOKEN: E2E_ADMIN_TOKEN },
);
