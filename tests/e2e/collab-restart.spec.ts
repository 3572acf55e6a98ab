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
  let url = '';

  test('drawing and text are written in a room', async ({ browser }) => {
    const room = await createdPublicRoom(browser, `${server.origin}/collab`, 'restart');
    url = room.url;
    await drawAndWrite(room.creator, 'Written before the restart');
    // Let the server store the last updates before it is stopped.
    await room.creator.waitForTimeout(1000);
  });

  test('after a restart the room shows the same drawing and text', async ({ browser }) => {
    await server.restart();
    const after = await openPage(browser, url);
    await expectWorkspace(after);
    await expect(after.getByRole('dialog')).toHaveCount(0);
    await expectDrawingAndText(after, 'Written before the restart');
  });
});
