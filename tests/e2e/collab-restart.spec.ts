import { expect, test } from '@playwright/test';
import {
  createdPublicRoom,
  drawStroke,
  expectInk,
  expectWorkspace,
  LEFT,
  openPage,
  openRichText,
  richText,
} from './collab.helpers';
import { describeWithRestartableServer } from './support/restartable-server';

describeWithRestartableServer('persistence', 'collab-restart', 11, (server) => {
  test('drawing and text survive a server restart', async ({ browser }) => {
    await server.start();
    const { url, creator: before } = await createdPublicRoom(
      browser,
      `${server.origin}/collab`,
      'restart',
    );
    await drawStroke(before, [0.1, 0.3], [0.4, 0.6]);
    await openRichText(before);
    await richText(before).click();
    await before.keyboard.type('Written before the restart');
    // Let the server store the last updates before it is stopped.
    await before.waitForTimeout(1000);
    await before.context().close();

    await server.restart();

    const after = await openPage(browser, url);
    await expectWorkspace(after);
    await expect(after.getByRole('dialog')).toHaveCount(0);
    await expectInk(after, LEFT);
    await openRichText(after);
    await expect(richText(after)).toContainText('Written before the restart');
  });
});
