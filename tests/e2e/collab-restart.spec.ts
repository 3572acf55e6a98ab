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
    // The server holds the last updates once a second visitor gets them from it (the rich text
    // travels only through the server, and the drawing reaches a newcomer in the server's sync);
    // the SIGTERM of the restart stores what it holds.
    const witness = await openPage(browser, url);
    await expectWorkspace(witness);
    await expectDrawingAndText(witness, 'Written before the restart');
  });

  test('after a restart the room shows the same drawing and text', async ({ browser }) => {
    await server.restart();
    const after = await openPage(browser, url);
    await expectWorkspace(after);
    await expect(after.getByRole('dialog')).toHaveCount(0);
    await expectDrawingAndText(after, 'Written before the restart');
  });
});
