import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { openHydrated } from './pages-helpers';
import { axeFor } from './support/axe';
import { E2E_OWNER_PASSWORD, signInOwner } from './support/owner';
import { describeWithRestartableServer } from './support/restartable-server';
import { keepScreenshot } from './support/screens';
import { E2E_ADMIN_TOKEN } from './support/servers';

/**
 * The owner's console in a browser: the sign-in form (right and wrong passwords, the limit on
 * wrong ones, the cookie it sets), devices and signing out everywhere, and every console screen
 * accessible at both widths.
 */

async function typePassword(page: Page, password: string) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('signs in with the right password only, and keeps what was typed after a refusal', async ({
  page,
}) => {
  // The password exists (whichever test chose it); this browser is not signed in.
  await signInOwner(page.context().request);
  await page.context().clearCookies();

  // Kept after a refusal by the page's JavaScript (a password is never sent back in the HTML).
  await openHydrated(page, '/admin/devices');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fdevices$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await typePassword(page, 'not the password');
  await expect(page.getByRole('alert')).toHaveText('That password is not right.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not the password');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await typePassword(page, E2E_OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/devices$/);
  await expect(page.getByText('This device')).toBeVisible();

  const [cookie] = await page.context().cookies();
  expect(cookie).toMatchObject({ name: 'owner', httpOnly: true, sameSite: 'Lax', path: '/' });
});

test('refuses an address past its wrong passwords, with the time to wait', async ({ browser }) => {
  // An address of its own, new each run (the servers trust one proxy hop; a documentation
  // prefix): the other tests sign in meanwhile, and a repeat is not refused from the start.
  const address = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  // The password exists (whichever test chose it); this browser is not signed in.
  await signInOwner(context.request);
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto('/admin/sign-in');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await typePassword(page, `guess number ${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('That password is not right.');
    // The next refusal has the same text: wait for this one's answer to be taken off first.
    await page.getByLabel('Password', { exact: true }).fill('');
  }
  await typePassword(page, E2E_OWNER_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Too many wrong passwords from your address. Try again in 15 minutes.',
  );
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
});

test('refuses a console write from another site', async ({ page }) => {
  await signInOwner(page.request);
  const answer = await page.request.post('/admin/devices', {
    headers: { 'sec-fetch-site': 'cross-site' },
    form: { intent: 'sign-out-everywhere' },
  });
  expect(answer.status()).toBe(403);
  await page.goto('/admin/devices');
  await expect(page.getByRole('heading', { name: 'Devices' })).toBeVisible();
});

// Signing out everywhere ends every session of the owner: on a server of its own, so the other
// console tests keep theirs.
describeWithRestartableServer(
  'signing out everywhere',
  'console-sign-out',
  13,
  (server) => {
    test('sends every device back to sign-in', async ({ page, browser }) => {
      const other = await (await browser.newContext()).newPage();
      await signInOwner(other.request, server.origin);
      await signInOwner(page.request, server.origin);
      await other.goto(`${server.origin}/admin`);
      await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

      // The site's dialog asks only once the page's JavaScript runs.
      await openHydrated(page, `${server.origin}/admin/devices`);
      await expect(page.getByText('This device')).toHaveCount(1);
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
      await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(page).toHaveURL(/\/admin\/sign-in$/);

      await other.reload();
      await expect(other).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
    });
  },
  { ADMIN_TOKEN: E2E_ADMIN_TOKEN },
);

const CONSOLE_SCREENS = [
  { name: 'console sign-in', url: '/admin/sign-in', signedIn: false },
  { name: 'console dashboard', url: '/admin', signedIn: true },
  { name: 'console comments', url: '/admin/comments', signedIn: true },
  { name: 'console inbox', url: '/admin/inbox', signedIn: true },
  { name: 'console profile', url: '/admin/profile', signedIn: true },
  { name: 'console devices', url: '/admin/devices', signedIn: true },
  { name: 'console images', url: '/admin/images', signedIn: true },
  { name: 'console audience', url: '/admin/audience', signedIn: true },
];

for (const screen of CONSOLE_SCREENS) {
  test(`${screen.name}: no serious accessibility finding at 1440 and 390 px`, async ({ page }) => {
    if (screen.signedIn) await signInOwner(page.request);
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(screen.url);
      await expect(page.locator('h1')).toBeVisible();
      const results = await axeFor(page).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(serious.map((violation) => violation.id)).toEqual([]);
      await keepScreenshot(page, screen.name);
    }
  });
}
