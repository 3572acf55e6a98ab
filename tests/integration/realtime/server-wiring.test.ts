import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomCreateReply } from '#common/realtime/index.ts';
import { createLogger } from '#server/logger.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { productionBuildReady, productionTestConfig } from '../support/production-server';
import { connectClient } from './support/clients';

/** server.ts attaches the realtime layer once and closes it with the server. */
const buildReady = productionBuildReady('startServer realtime wiring tests');

describe.skipIf(!buildReady)('startServer wires the realtime socket', () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    const started = productionTestConfig('realtime-wiring-');
    dataDir = started.dataDir;
    const { config } = started;
    server = await startServer(config, createLogger('silent'));
    // A brand-new embedded database plus the production build: slow on a busy machine.
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves Socket.IO next to the pages, keeps rooms in the database, and closes cleanly', async () => {
    const client = await connectClient(server.url, { room: '/collab/wired' });
    const reply = await client.emitAck<RoomCreateReply>('room:create', {
      room: 'wired',
      isPrivate: false,
    });
    expect(reply).toMatchObject({ success: true, room: 'wired' });
    await client.next('room:joined');
    const disconnected = new Promise((resolve) => client.socket.once('disconnect', resolve));
    await server.close();
    await disconnected;
    expect(client.socket.connected).toBe(false);
  });
});
