import { io } from 'socket.io-client';
import { expect, it } from 'vitest';
import { REALTIME_MESSAGES } from '#common/realtime/index.ts';
import { memoryRoomTokens, type RealtimeClient } from '#app/realtime/index.ts';
import { createRealtimeClient } from '#app/realtime/connect.ts';
import { currentRefusal } from '#app/realtime/connection-refusals.ts';
import { connectClient, settle } from './support/clients';
import { describeRealtime } from './support/server';
import { waitFor } from './support/doc-clients';

/** Refused in the handshake: the socket never connects and says why. */
async function connectError(client: ReturnType<typeof connectClient>): Promise<string> {
  const opened = await client;
  return new Promise((resolve) =>
    opened.socket.once('connect_error', (error) => resolve(error.message)),
  );
}

/** Open sockets per client address are capped. */
describeRealtime(
  'realtime connections per client address',
  (server) => {
    const from = (address: string, noWait = false) =>
      server.connectFrom(address, '/blog', { noWait });

    it('refuses socket N+1 of one address with a connect error; closing one frees a place', async () => {
      const open = [await from('10.0.3.1'), await from('10.0.3.1'), await from('10.0.3.1')];
      expect(await connectError(from('10.0.3.1', true))).toBe(REALTIME_MESSAGES.tooManyConnections);
      // Another address has its own places.
      const elsewhere = await from('10.0.3.2');
      expect(elsewhere.socket.connected).toBe(true);
      open[0]?.close();
      await waitFor('the place to be freed', () => open[0]?.socket.disconnected ?? false);
      // The server sees the disconnect a moment after the client: retry until it has.
      let replacement: Awaited<ReturnType<typeof from>> | undefined;
      for (let attempt = 0; attempt < 20 && !replacement; attempt++) {
        replacement = await from('10.0.3.1').catch(() => settle(50).then(() => undefined));
      }
      expect(replacement?.socket.connected).toBe(true);
      expect(await connectError(from('10.0.3.1', true))).toBe(REALTIME_MESSAGES.tooManyConnections);
    });

    it("the app's client reports the refusal to show where the connection state is", async () => {
      // The app's client cannot set headers: it comes from 127.0.0.1, like these three.
      await Promise.all([from('127.0.0.1'), from('127.0.0.1'), from('127.0.0.1')]);
      let client: RealtimeClient | undefined;
      try {
        client = createRealtimeClient(io, '/collab/anything', {
          url: server.url,
          tokens: memoryRoomTokens(),
        });
        const opened = client;
        await waitFor('the refusal', () => opened.status === 'disconnected');
        expect(currentRefusal()).toBe(REALTIME_MESSAGES.tooManyConnections);
      } finally {
        client?.close();
      }
      expect(currentRefusal()).toBeNull();
    });
  },
  { env: { TRUST_PROXY: '1', REALTIME_MAX_SOCKETS_PER_ADDRESS: '3' } },
);
