import { io, Manager } from 'socket.io-client';
import { expect, it } from 'vitest';
import { REALTIME_MESSAGES } from '#common/realtime/index.ts';
import { REFUSED_CONNECTIONS_OPEN_MAX } from '#server/realtime/connection-cap.ts';
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

/**
 * An Engine.IO connection with no Socket.IO socket on it (a script's, not a page's), from
 * `address` over WebSocket; resolves once it is open.
 */
async function rawConnection(url: string, address: string) {
  const manager = new Manager(url, {
    transports: ['websocket'],
    reconnection: false,
    autoConnect: false,
    extraHeaders: { 'x-forwarded-for': address },
  });
  await new Promise<void>((resolve, reject) =>
    manager.open((error) => (error ? reject(error) : resolve())),
  );
  const engine = manager.engine;
  let closed = false;
  engine.once('close', () => (closed = true));
  return { isOpen: () => !closed, close: () => engine.close() };
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

    it('counts Engine.IO connections that never became sockets, and closes those past the cap', async () => {
      const raw = [
        await rawConnection(server.url, '10.0.3.7'),
        await rawConnection(server.url, '10.0.3.7'),
        await rawConnection(server.url, '10.0.3.7'),
      ];
      expect(await connectError(from('10.0.3.7', true))).toBe(REALTIME_MESSAGES.tooManyConnections);
      const extra = await rawConnection(server.url, '10.0.3.7');
      await waitFor('the connection past the cap to be closed', () => !extra.isOpen());
      expect(raw.map((connection) => connection.isOpen())).toEqual([true, true, true]);
      // Closing them gives the places back, though no Socket.IO socket ever came of them.
      for (const connection of raw) connection.close();
      let socket: Awaited<ReturnType<typeof from>> | undefined;
      for (let attempt = 0; attempt < 20 && !socket; attempt++) {
        socket = await from('10.0.3.7').catch(() => settle(50).then(() => undefined));
      }
      expect(socket?.socket.connected).toBe(true);
    });

    it('refuses the handshakes of an address that keeps refused connections open, with the message', async () => {
      const handshake = (address: string) =>
        fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
          headers: { 'x-forwarded-for': address },
        });
      const counted = await Promise.all([1, 2, 3].map(() => rawConnection(server.url, '10.0.3.8')));
      const refused: Awaited<ReturnType<typeof rawConnection>>[] = [];
      for (let index = 0; index < REFUSED_CONNECTIONS_OPEN_MAX; index++) {
        refused.push(await rawConnection(server.url, '10.0.3.8'));
      }
      const answer = await handshake('10.0.3.8');
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({
        code: 4,
        message: REALTIME_MESSAGES.tooManyConnections,
      });
      const elsewhere = await handshake('10.0.3.9');
      await elsewhere.arrayBuffer();
      expect(elsewhere.status).toBe(200);
      // Once the refused ones are closed, the address may knock again.
      await waitFor('the refused connections to close', () => refused.every((c) => !c.isOpen()));
      const again = await handshake('10.0.3.8');
      await again.arrayBuffer();
      expect(again.status).toBe(200);
      for (const connection of counted) connection.close();
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
