import { expect, test } from './support/test';
import {
  createdPublicRoom,
  drawAndWrite,
  expectDrawingAndText,
  expectWorkspace,
  openPage,
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
    await drawAndWrite(before, 'Written before the restart');
    // Let the server store the last updates before it is stopped.
    await before.waitForTimeout(1000);
    await before.context().close();

    await server.restart();

    const after = await openPage(browser, url);
    await expectWorkspace(after);
    await expect(after.getByRole('dialog')).toHaveCount(0);
    await expectDrawingAndText(after, 'Written before the restart');
  });
});
