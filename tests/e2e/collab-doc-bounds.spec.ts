import { expect, test } from './support/test';
import {
  createdPublicRoom,
  expectWorkspace,
  openPage,
  openRichText,
  richText,
} from './collab.helpers';

/** Over the server's bound for one change (server/realtime/documents.ts, 256 kB). */
const TOO_LARGE_CHARS = 300_000;

test.describe('shared document bounds', () => {
  test('a paste too large to share is refused with a message and stays on the page', async ({
    browser,
  }) => {
    const { url: path, creator: alice } = await createdPublicRoom(browser, '/collab', 'bounds');
    await openRichText(alice);
    await richText(alice).click();
    await alice.keyboard.type('shared ');

    // One paste: one change of 300 kB.
    await richText(alice).evaluate((node, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      node.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    }, 'p'.repeat(TOO_LARGE_CHARS));
    await expect(alice.getByTestId('doc-refusal')).toHaveText('This change is too large to share');
    await expect(richText(alice)).toContainText('pppppppppp');

    const bob = await openPage(browser, path);
    await expectWorkspace(bob);
    await openRichText(bob);
    await expect(richText(bob)).toContainText('shared');
    await expect(richText(bob)).not.toContainText('pppppppppp');
  });
});
