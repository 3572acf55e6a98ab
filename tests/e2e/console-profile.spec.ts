import { DEFAULT_PROFILE } from '#common/site.ts';
import { expect, test, type Page } from './support/test';
import { openHydrated } from './pages-helpers';
import { sidewaysOverflowPx } from './support/layout';
import { signInOwner } from './support/owner';
import { describeWithRestartableServer } from './support/restartable-server';
import { E2E_ADMIN_TOKEN } from './support/servers';

/**
 * The console's profile in a browser, on a server of its own (it renames the owner): a new name
 * shows on the home page, in its title, the footer and the RSS feed; the list rows are edited by
 * keyboard; removing a role asks first; and a long name never gets cut in the header.
 */
const LONG_NAME = 'Maximiliana Alexandrova-Rodríguez';

const nameField = (page: Page) => page.getByLabel('Name', { exact: true });

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save profile' }).first().click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Profile saved. The site shows it from now on.',
  );
}

describeWithRestartableServer(
  'the console profile',
  'console-profile',
  30,
  (server) => {
    test('a new name shows on the home page, in its title, the footer and the RSS feed', async ({
      page,
    }) => {
      await signInOwner(page.request, server.origin);
      await openHydrated(page, `${server.origin}/admin/profile`);
      await expect(nameField(page)).toHaveValue(DEFAULT_PROFILE.name);
      await nameField(page).fill(LONG_NAME);
      await save(page);
      await expect(nameField(page)).toHaveValue(LONG_NAME);

      // A visitor's view: a fresh context, without the owner's cookie.
      const visitor = await page.context().browser()!.newPage();
      try {
        await visitor.goto(`${server.origin}/`);
        await expect(visitor).toHaveTitle(`${LONG_NAME} | ${DEFAULT_PROFILE.role}`);
        await expect(visitor.locator('.eyebrow').first()).toHaveText(
          `${LONG_NAME} · ${DEFAULT_PROFILE.role}`,
        );
        await expect(visitor.getByRole('contentinfo')).toContainText(
          `${new Date().getFullYear()} ${LONG_NAME}. All rights reserved.`,
        );
        const rss = await visitor.request.get(`${server.origin}/rss.xml`);
        expect(await rss.text()).toContain(`<title>${LONG_NAME} | Blog</title>`);
      } finally {
        await visitor.close();
      }
    });

    for (const width of [1440, 390]) {
      test(`a long name is never cut in the header at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.origin}/blog`);
        const home = page.getByRole('banner').getByRole('link', { name: LONG_NAME, exact: true });
        await expect(home).toHaveAttribute('href', '/');
        const name = home.getByText(LONG_NAME, { exact: true });
        if (width === 1440) {
          // The whole name, wrapped if need be, never clipped.
          await expect(name).toBeVisible();
          expect(
            await name.evaluate(
              (element) =>
                element.scrollWidth <= element.clientWidth &&
                getComputedStyle(element).textOverflow !== 'ellipsis',
            ),
          ).toBe(true);
        } else {
          // By design, only the mark: the name stays the link's name for screen readers.
          await expect(home.locator('[aria-hidden="true"]')).toHaveText('MA');
          expect(await name.evaluate((element) => element.getBoundingClientRect().width)).toBe(1);
        }
        expect(await sidewaysOverflowPx(page)).toBeLessThanOrEqual(0);
      });
    }

    test('list rows are added by keyboard, and removing a role asks first', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInOwner(page.request, server.origin);
      await openHydrated(page, `${server.origin}/admin/profile`);
      expect(await sidewaysOverflowPx(page)).toBeLessThanOrEqual(0);

      // Add a skill from the keyboard: focus moves into the new row's box.
      await page.getByRole('button', { name: 'Add a skill' }).focus();
      await page.keyboard.press('Enter');
      const newSkill = page.getByRole('textbox', {
        name: `Skill ${DEFAULT_PROFILE.skills.length + 1}`,
        exact: true,
      });
      await expect(newSkill).toBeFocused();
      await page.keyboard.type('Rust');

      // Removing a role asks in the site's dialog; cancelling keeps it.
      const firstRole = DEFAULT_PROFILE.timeline[0]!;
      const removeRole = page.getByRole('button', {
        name: `Remove Role 1 (${firstRole.employer})`,
      });
      await removeRole.click();
      const dialog = page.getByRole('dialog', { name: 'Remove this role?' });
      await expect(dialog).toContainText(firstRole.employer);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByLabel('Employer').first()).toHaveValue(firstRole.employer);
      await removeRole.click();
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(page.getByLabel('Employer').first()).toHaveValue(
        DEFAULT_PROFILE.timeline[1]!.employer,
      );
      // What was typed before is still there; nothing is saved until Save.
      await expect(newSkill).toHaveValue('Rust');
      await save(page);

      await page.goto(`${server.origin}/#about`);
      const about = page.locator('#about');
      await expect(about.getByRole('listitem').filter({ hasText: 'Rust' })).toHaveCount(1);
      await expect(about).not.toContainText(firstRole.employer);
      await expect(about).toContainText(DEFAULT_PROFILE.timeline[1]!.impact);
      expect(await sidewaysOverflowPx(page)).toBeLessThanOrEqual(0);
    });

    test('a résumé is uploaded, linked from About, and removed after asking', async ({ page }) => {
      await signInOwner(page.request, server.origin);
      await openHydrated(page, `${server.origin}/admin/profile`);
      await page.getByLabel('Upload one').setInputFiles({
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n'),
      });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      const status = page.getByRole('main').getByRole('status');
      await expect(status).toHaveText('Résumé uploaded. The About section links to it.');

      await page.goto(`${server.origin}/#about`);
      const link = page.locator('#about').getByRole('link', { name: 'View the full résumé (PDF)' });
      const pdf = await page.request.get(`${server.origin}${await link.getAttribute('href')}`);
      expect(pdf.headers()['content-type']).toBe('application/pdf');

      await openHydrated(page, `${server.origin}/admin/profile`);
      await page.getByRole('button', { name: 'Remove the résumé' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove the résumé?' });
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(status).toHaveText('Résumé removed.');
      await page.goto(`${server.origin}/#about`);
      await expect(page.locator('#about').getByRole('link', { name: /résumé/ })).toHaveCount(0);
    });

    test('a refused save marks the field and keeps what was typed, even before JavaScript', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      try {
        await signInOwner(page.request, server.origin);
        await page.goto(`${server.origin}/admin/profile`);
        // A box the browser does not check itself: the server's refusal is what marks it.
        await page.getByLabel('Years of experience').fill('ten');
        await page.getByLabel('Tagline').fill('A tagline typed before the refusal');
        await page.getByRole('button', { name: 'Save profile' }).first().click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(
          'Nothing was saved: one field needs a fix.',
        );
        const years = page.getByLabel('Years of experience');
        await expect(years).toHaveAttribute('aria-invalid', 'true');
        await expect(years).toHaveAccessibleDescription(
          'Years of experience must be a whole number of 0 or more',
        );
        await expect(years).toHaveValue('ten');
        await expect(page.getByLabel('Tagline')).toHaveValue('A tagline typed before the refusal');
      } finally {
        await context.close();
      }
    });
  },
  { ADMIN_TOKEN: E2E_ADMIN_TOKEN },
);
