import { expect, test, type Page } from './support/test';
import {
  createdPublicRoom,
  drawAndWrite,
  expectDrawingAndText,
  createPublicRoom,
  expectWorkspace,
  openPage,
  openRichText,
  richText,
  uniqueRoom,
} from './collab.helpers';

/** The editor's text without the caret name labels the others' pages show inside it. */
function documentText(page: Page): Promise<string> {
  return richText(page).evaluate((node) => {
    const copy = node.cloneNode(true) as HTMLElement;
    for (const caret of copy.querySelectorAll('.collaboration-carets__caret')) caret.remove();
    return copy.textContent ?? '';
  });
}

test.describe('rich text and persistence', () => {
  test('text typed in one page appears in the others; concurrent typing keeps both', async ({
    browser,
  }) => {
    const { url: path, creator: alice } = await createdPublicRoom(browser, '/collab', 'rt');
    const bob = await openPage(browser, path);
    const carol = await openPage(browser, path);
    const pages: Page[] = [alice, bob, carol];
    for (const page of pages) {
      await expectWorkspace(page);
      await openRichText(page);
    }

    await richText(alice).click();
    await alice.keyboard.type('Hello from Alice.');
    for (const page of pages) await expect(richText(page)).toContainText('Hello from Alice.');

    // Both type into the same paragraph at the same moment.
    await richText(bob).click();
    await bob.keyboard.press('End');
    await alice.keyboard.press('End');
    await Promise.all([
      alice.keyboard.type(' alpha-alpha-alpha', { delay: 15 }),
      bob.keyboard.type(' bravo-bravo-bravo', { delay: 15 }),
    ]);
    for (const page of pages) {
      await expect(richText(page)).toContainText('alpha-alpha-alpha');
      await expect(richText(page)).toContainText('bravo-bravo-bravo');
    }
    // Every page holds the same document (other people's caret labels aside).
    await expect.poll(async () => new Set(await Promise.all(pages.map(documentText))).size).toBe(1);

    // Bob's caret carries his name for the others.
    await expect(alice.locator('.collaboration-carets__label')).not.toHaveCount(0);
  });

  for (const width of [1440, 390]) {
    test(`${width} px: a visitor has one colour: their page cursor, caret and name chip`, async ({
      browser,
    }) => {
      const path = `/collab/${uniqueRoom('colour')}`;
      const alice = await openPage(browser, path);
      await alice.setViewportSize({ width, height: 900 });
      await createPublicRoom(alice);
      const bob = await openPage(browser, path);
      await bob.setViewportSize({ width, height: 900 });
      for (const page of [alice, bob]) {
        await expectWorkspace(page);
        await openRichText(page);
      }
      await richText(bob).click();
      await bob.keyboard.type('Bob was here');
      await bob.mouse.move(width / 2, 300);
      await bob.mouse.move(width / 2 + 20, 320, { steps: 3 });

      const cursor = alice.getByTestId('remote-cursor');
      await expect(cursor).toHaveCount(1);
      const cursorColour = await cursor.evaluate((element) =>
        getComputedStyle(element).getPropertyValue('--cursor-color').trim(),
      );
      const asRgb = (hex: string) =>
        `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
      await expect(alice.locator('.collaboration-carets__caret')).toHaveCSS(
        'border-left-color',
        asRgb(cursorColour),
      );
      const bobChip = alice
        .getByTestId('people')
        .getByRole('listitem')
        .filter({ hasNotText: '(you)' });
      await expect(bobChip.locator('span').first()).toHaveCSS(
        'background-color',
        asRgb(cursorColour),
      );
    });
  }

  test('formatting buttons show their state; link asks for a URL; paste is plain', async ({
    page,
  }) => {
    await page.goto('/collab');
    await openRichText(page);
    await richText(page).click();
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('strong');
    await expect(richText(page).locator('strong')).toHaveText('strong');

    await page.getByRole('button', { name: 'Heading 1' }).click();
    await expect(richText(page).locator('h1')).toHaveText('strong');
    await expect(page.getByRole('button', { name: 'Heading 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The site's own dialog asks 'Enter URL' (never the browser's prompt): Escape cancels and
    // changes nothing; an answer makes a link of the selection and the text keeps focus.
    page.on('dialog', (dialog) => {
      throw new Error(`a native ${dialog.type()} appeared`);
    });
    await page.keyboard.press('ControlOrMeta+a');
    const linkDialog = page.getByRole('dialog', { name: 'Link' });
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(linkDialog.getByRole('textbox', { name: 'Enter URL' })).toBeFocused();
    // Frames come late, as on a busy machine: the browser hands focus back to the text as the
    // dialog closes and puts its caret at the start before the page can restore the selection.
    await page.evaluate(() => {
      const nextFrame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) =>
        nextFrame(() => window.setTimeout(() => callback(performance.now()), 100));
    });
    await page.keyboard.press('Escape');
    await expect(linkDialog).toBeHidden();
    await expect(richText(page).locator('a')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => window.getSelection()?.toString().trim()))
      .toBe('strong');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await linkDialog.getByRole('textbox', { name: 'Enter URL' }).fill(' https://example.com/ ');
    await page.keyboard.press('Enter');
    await expect(linkDialog).toBeHidden();
    await expect(richText(page).locator('a')).toHaveAttribute('href', 'https://example.com/');
    await expect(richText(page)).toBeFocused();

    await page.getByRole('button', { name: 'Clear formatting' }).click();
    await expect(richText(page).locator('a, strong, h1')).toHaveCount(0);

    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await richText(page).evaluate((node) => {
      const data = new DataTransfer();
      data.setData('text/html', '<b>pasted</b> <i>rich</i>');
      data.setData('text/plain', 'pasted rich');
      node.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    await expect(richText(page)).toContainText('pasted rich');
    await expect(richText(page).locator('b, i, strong, em')).toHaveCount(0);
  });

  test('tabs keep their content; a reload and a late joiner see drawing and text', async ({
    browser,
  }) => {
    const { url: path, creator: alice } = await createdPublicRoom(browser, '/collab', 'keep');
    await drawAndWrite(alice, 'Kept across reloads');
    await alice.getByRole('tab', { name: 'Whiteboard' }).click();
    await expectDrawingAndText(alice, 'Kept across reloads');

    await alice.reload();
    await expectWorkspace(alice);
    await expectDrawingAndText(alice, 'Kept across reloads');

    const late = await openPage(browser, path);
    await expectWorkspace(late);
    await expectDrawingAndText(late, 'Kept across reloads');
  });
});
