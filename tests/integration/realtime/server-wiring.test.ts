import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomCreateReply } from '../../../common/realtime';
import { loadConfig } from '../../../server/config';
import { createLogger } from '../../../server/logger';
import { projectPath } from '../../../server/paths';
import { startServer, type RunningServer } from '../../../server/server';
import { connectClient } from './support/clients';

/** server.ts attaches the realtime layer once and closes it with the server. */
const buildReady = existsSync(projectPath('build', 'server', 'index.js'));
if (!buildReady) {
  console.warn('NOTICE: no production build: the startServer realtime wiring test is skipped.');
}

describe.skipIf(!buildReady)('startServer wires the realtime socket', () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'realtime-wiring-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    });
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
