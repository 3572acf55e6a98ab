import { expect, test } from './support/test';
import { expectWorkspace, openPage, uniqueRoom, WORKSPACE_TIMEOUT_MS } from './collab.helpers';
import { submitRefused } from './support/forms';

test.describe('collaboration rooms: access', () => {
  test('a private room asks for its password and shows nothing before the right one', async ({
    browser,
  }) => {
    const room = uniqueRoom('priv');
    const owner = await openPage(browser, `/collab/${room}`);
    const create = owner.getByRole('dialog', { name: 'Create room' });
    await expect(create).toBeVisible({ timeout: WORKSPACE_TIMEOUT_MS });
    await create.getByLabel('Private (password)').check();

    // docs/product.md#visitor-input-rules messages, in the dialog, before anything is sent.
    await submitRefused(create, 'Create room', 'Password is required for private rooms');
    await create.getByLabel('Password', { exact: true }).fill('abc');
    await submitRefused(create, 'Create room', 'Password must be at least 4 characters');
    await create.getByLabel('Password', { exact: true }).fill('open-sesame');
    await create.getByLabel('Confirm password').fill('open-sesamE');
    await submitRefused(create, 'Create room', 'Passwords do not match');
    await create.getByRole('button', { name: 'Show password' }).click();
    await expect(create.getByLabel('Confirm password')).toHaveAttribute('type', 'text');
    await create.getByLabel('Confirm password').fill('open-sesame');
    await create.getByRole('button', { name: 'Create room' }).click();
    await expect(create).toBeHidden();
    await expectWorkspace(owner);
    await expect(
      owner.getByRole('group', { name: 'Room' }).getByLabel('Private room'),
    ).toBeVisible();

    // The realtime control waits for the workspace: it never shows in the header first.
    const visitorContext = await browser.newContext();
    await visitorContext.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('header [aria-label="Live presence and chat"]')) {
          document.documentElement.dataset.dockWasInHeader = 'yes';
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/collab/${room}`);
    const join = visitor.getByRole('dialog', { name: 'Private room' });
    await expect(join).toBeVisible({ timeout: WORKSPACE_TIMEOUT_MS });
    await expect(visitor.getByText('Verifying access...')).toBeVisible();
    await expect(visitor.getByText('Please wait while we check room permissions.')).toBeVisible();
    await expect(visitor.getByTestId('whiteboard-canvas')).toHaveCount(0);

    await submitRefused(join, 'Join room', 'Password is required');
    await join.getByLabel('Password', { exact: true }).fill('wrong-password');
    await join.getByRole('button', { name: 'Join room' }).click();
    await expect(join.getByRole('alert')).not.toBeEmpty();
    await expect(join).toBeVisible();
    await expect(visitor.getByTestId('whiteboard-canvas')).toHaveCount(0);
    await expect(visitor.getByTestId('rich-text')).toHaveCount(0);

    await join.getByLabel('Password', { exact: true }).fill('open-sesame');
    await join.getByRole('button', { name: 'Join room' }).click();
    await expect(join).toBeHidden();
    await expectWorkspace(visitor);
    const workspace = visitor.getByRole('region', { name: 'Workspace' });
    await expect(workspace.getByRole('group', { name: 'Live presence and chat' })).toBeVisible();
    await expect(visitor.locator('html')).not.toHaveAttribute('data-dock-was-in-header', 'yes');

    // The tab keeps its access: a reload does not ask again.
    await visitor.reload();
    await expectWorkspace(visitor);
    await expect(visitor.getByRole('dialog')).toHaveCount(0);
  });

  for (const width of [1440, 390]) {
    test(`${width} px: the create dialog's visibility is a segmented control the keyboard drives`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/collab/${uniqueRoom('choice')}`);
      const create = page.getByRole('dialog', { name: 'Create room' });
      await expect(create).toBeVisible({ timeout: WORKSPACE_TIMEOUT_MS });
      const publicOption = create.getByLabel('Public');
      const privateOption = create.getByLabel('Private (password)');
      await expect(publicOption).toBeChecked();
      // The chosen option is marked by its label, not by the browser's bare radio circle.
      const ring = (label: string) =>
        create
          .locator('label', { hasText: label })
          .evaluate((element) => getComputedStyle(element).boxShadow);
      expect(await ring('Public')).toContain('rgb(0, 140, 255)');
      expect(await ring('Private')).toBe('none');
      const boxes = await create
        .locator('label:has(input[type="radio"])')
        .evaluateAll((labels) =>
          labels.map((label) => label.getBoundingClientRect().toJSON() as DOMRect),
        );
      expect(boxes).toHaveLength(2);
      expect(boxes[0]!.right).toBeLessThanOrEqual(boxes[1]!.left);
      expect(boxes[1]!.right).toBeLessThanOrEqual(width);

      await publicOption.focus();
      await page.keyboard.press('ArrowRight');
      await expect(privateOption).toBeChecked();
      await expect(create.getByLabel('Password', { exact: true })).toBeVisible();
      expect(await ring('Private')).toContain('rgb(0, 140, 255)');
    });
  }

  test('a public room lets the next visitor straight in', async ({ browser }) => {
    const room = uniqueRoom('pub');
    const owner = await openPage(browser, `/whiteboard/${room}`);
    await owner
      .getByRole('dialog', { name: 'Create room' })
      .getByRole('button', { name: 'Create room' })
      .click();
    await expectWorkspace(owner);

    const visitor = await openPage(browser, `/whiteboard/${room}`);
    await expectWorkspace(visitor);
    await expect(visitor.getByRole('dialog')).toHaveCount(0);
    await expect(visitor.getByTestId('people').getByRole('listitem')).toHaveCount(2);
  });

  test('the room bar trims ids, ignores empty ones and makes random ones', async ({ page }) => {
    await page.goto('/collab');
    await expect(page.getByTestId('whiteboard-canvas')).toBeVisible({
      timeout: WORKSPACE_TIMEOUT_MS,
    });
    const input = page.getByLabel('Room id');
    await input.fill('   ');
    await page.getByRole('button', { name: 'Create / Join' }).click();
    await expect(page).toHaveURL(/\/collab$/);

    await page.getByRole('button', { name: 'Random' }).click();
    await expect(input).toHaveValue(/^[a-z0-9]{8}$/);

    const room = uniqueRoom('bar');
    await input.fill(`  ${room}  `);
    await page.getByRole('button', { name: 'Create / Join' }).click();
    await expect(page).toHaveURL(new RegExp(`/collab/${room}$`));
    await expect(page.getByTestId('room-name')).toContainText(room);
  });
});
