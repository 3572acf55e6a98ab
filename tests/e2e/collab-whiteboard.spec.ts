import { expect, test, type Browser, type Page } from './support/test';
import {
  createPublicRoom,
  drawStroke,
  expectBlank,
  expectInk,
  expectWorkspace,
  holdStroke,
  LEFT,
  openPage,
  RIGHT,
  uniqueRoom,
  WORKSPACE_TIMEOUT_MS,
} from './collab.helpers';
import { afterNextPaint } from './support/frames';

/** A public room with `count` pages in it, the first one its creator. */
async function roomOf(browser: Browser, count: number, query = ''): Promise<Page[]> {
  const path = `/whiteboard/${uniqueRoom('wb')}${query}`;
  const first = await openPage(browser, path);
  await createPublicRoom(first);
  const pages = [first];
  for (let i = 1; i < count; i += 1) {
    const page = await openPage(browser, path);
    await expectWorkspace(page);
    pages.push(page);
  }
  return pages;
}

test.describe('whiteboard', () => {
  test('a stroke reaches the other page over the direct channel', async ({ browser }) => {
    const [alice, bob] = (await roomOf(browser, 2)) as [Page, Page];
    await expect(alice.getByTestId('link-stats')).toHaveText('p2p 1 · relay 0', {
      timeout: 15_000,
    });
    await expect(bob.getByTestId('link-stats')).toHaveText('p2p 1 · relay 0', { timeout: 15_000 });
    await expectBlank(bob);
    // Still drawing: only the data channel can have brought it.
    await holdStroke(alice, [0.1, 0.3], [0.4, 0.5]);
    await expectInk(bob, LEFT);
    await expectBlank(bob, RIGHT);
    await alice.mouse.up();
    await expectInk(bob, LEFT);
  });

  test('with direct channels made to fail, strokes go through the server relay', async ({
    browser,
  }) => {
    const [alice, bob] = (await roomOf(browser, 2, '?relay=1')) as [Page, Page];
    await expect(alice.getByTestId('link-stats')).toHaveText('p2p 0 · relay 1');
    await expect(alice.getByLabel('Relay through server')).toBeChecked();
    // Live segments, before the finished stroke could be read from the shared document.
    await holdStroke(alice, [0.1, 0.3], [0.4, 0.5]);
    await expectInk(bob, LEFT);
    await alice.mouse.up();
    await expect(bob.getByTestId('link-stats')).toHaveText('p2p 0 · relay 1');
  });

  test('three pages all receive strokes, and Clear Canvas clears every page', async ({
    browser,
  }) => {
    const pages = (await roomOf(browser, 3)) as [Page, Page, Page];
    await drawStroke(pages[2], [0.1, 0.3], [0.4, 0.6]);
    for (const page of pages) await expectInk(page, LEFT);
    await drawStroke(pages[0], [0.6, 0.3], [0.9, 0.6]);
    for (const page of pages) await expectInk(page, RIGHT);

    await pages[1].getByRole('button', { name: 'Clear Canvas' }).click();
    for (const page of pages) {
      await expectBlank(page, LEFT);
      await expectBlank(page, RIGHT);
    }
  });

  test('undo removes only my own stroke; redo brings it back', async ({ browser }) => {
    const [alice, bob] = (await roomOf(browser, 2)) as [Page, Page];
    await drawStroke(alice, [0.1, 0.3], [0.4, 0.6]);
    await drawStroke(bob, [0.6, 0.3], [0.9, 0.6]);
    for (const page of [alice, bob]) {
      await expectInk(page, LEFT);
      await expectInk(page, RIGHT);
    }

    await alice.keyboard.press('ControlOrMeta+z');
    for (const page of [alice, bob]) {
      await expectBlank(page, LEFT);
      await expectInk(page, RIGHT);
    }
    // Nothing of mine is left: another undo must not touch Bob's stroke (an undo is applied and
    // drawn in Alice's page first, within the frame after the key).
    await alice.keyboard.press('ControlOrMeta+z');
    await afterNextPaint(alice);
    await expectInk(alice, RIGHT);
    await expectInk(bob, RIGHT);

    await alice.keyboard.press('Shift+ControlOrMeta+z');
    for (const page of [alice, bob]) await expectInk(page, LEFT);
  });

  test('toolbar: width 1 to 20 (default 3), default colour, export PNG', async ({ page }) => {
    await page.goto('/whiteboard');
    const width = page.getByLabel('Brush width');
    await expect(width).toHaveValue('3', { timeout: WORKSPACE_TIMEOUT_MS });
    await expect(width).toHaveAttribute('min', '1');
    await expect(width).toHaveAttribute('max', '20');
    await expect(page.getByLabel('Brush colour')).toHaveValue('#334155');
    await drawStroke(page, [0.2, 0.2], [0.3, 0.3]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PNG' }).click();
    expect((await download).suggestedFilename()).toBe('whiteboard.png');
  });
});
