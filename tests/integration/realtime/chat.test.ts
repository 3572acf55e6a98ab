import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CHAT_MESSAGES, ROOM_MESSAGES, type ChatMessage } from '#common/realtime/index.ts';
import { NUL_TEXT_MESSAGE } from '#common/schemas.ts';
import { chatMessages } from '#server/db/schema.ts';
import { createDbRealtimeStore } from '#server/realtime/index.ts';
import { CHAT_STORED_PER_ROOM_MAX } from '#server/realtime/chat.ts';
import { settle, type TestClient } from './support/clients';
import { describeRealtime, uniqueName } from './support/server';

describeRealtime(
  'realtime chat',
  (server, db) => {
    const { connect } = server;

    it('delivers a global message to everyone with the server time and sender id', async () => {
      const a = await connect(server.url, { room: 'global' });
      const b = await connect(server.url, { room: 'global' });
      const before = Date.now();
      const id = uniqueName('m');
      const ack = await a.emitAck('chat:message', {
        id,
        author: '  Ada  ',
        text: '  hello world  ',
        timestamp: 1,
      });
      const expected = { id, author: 'Ada', text: 'hello world', senderId: a.id };
      expect(ack).toMatchObject({ ok: true, chat: expected });
      const received = await b.next<ChatMessage>('chat:message');
      expect(received).toMatchObject(expected);
      expect(received.timestamp).toBeGreaterThanOrEqual(before - 1000);
      expect(received.timestamp).toBeLessThanOrEqual(Date.now() + 1000);
      expect(await a.next<ChatMessage>('chat:message')).toEqual(received);
    });

    it('names an empty author Guest', async () => {
      const a = await connect(server.url, { room: 'global' });
      const ack = await a.emitAck('chat:message', {
        id: uniqueName('m'),
        author: '   ',
        text: 'hi',
      });
      expect(ack).toMatchObject({ ok: true, chat: { author: 'Guest' } });
    });

    it('refuses bad messages with their message, and delivers nothing', async () => {
      const a = await connect(server.url, { room: 'global' });
      const b = await connect(server.url, { room: 'global' });
      const cases: [unknown, string][] = [
        [{ id: uniqueName('m'), author: 'A', text: '   ' }, CHAT_MESSAGES.emptyText],
        [{ id: uniqueName('m'), author: 'A', text: 'x'.repeat(2001) }, CHAT_MESSAGES.textTooLong],
        [{ id: uniqueName('m'), author: 'n'.repeat(33), text: 'hi' }, CHAT_MESSAGES.authorTooLong],
        [{ id: uniqueName('m'), author: 'A', text: 'hi\u0000there' }, NUL_TEXT_MESSAGE],
        [{ id: uniqueName('m'), author: 'A\u0000', text: 'hi' }, NUL_TEXT_MESSAGE],
        [{ id: `${uniqueName('m')}\u0000`, author: 'A', text: 'hi' }, NUL_TEXT_MESSAGE],
        [{ id: '', author: 'A', text: 'hi' }, 'Invalid request'],
        [{ id: 'i'.repeat(65), author: 'A', text: 'hi' }, 'Invalid request'],
        [{ author: 'A', text: 'hi' }, 'Invalid request'],
        ['hello', 'Invalid request'],
      ];
      for (const [payload, message] of cases) {
        expect(await a.emitAck('chat:message', payload)).toEqual({ message });
      }
      const longest = await a.emitAck('chat:message', {
        id: uniqueName('m'),
        author: 'n'.repeat(32),
        text: 'x'.repeat(2000),
      });
      expect(longest).toMatchObject({ ok: true });
      await settle();
      expect(b.all('chat:message')).toHaveLength(1);
    });

    it('stores and delivers a repeated id once', async () => {
      const a = await connect(server.url, { room: 'global' });
      const b = await connect(server.url, { room: 'global' });
      const id = uniqueName('dup');
      const first = await a.emitAck('chat:message', { id, author: 'A', text: 'once' });
      const second = await a.emitAck('chat:message', { id, author: 'A', text: 'twice?' });
      expect(second).toEqual(first);
      await settle();
      expect(b.all<ChatMessage>('chat:message').filter((m) => m.id === id)).toHaveLength(1);
      const late = await connect(server.url, { room: 'global' });
      const history = await late.next<ChatMessage[]>('chat:history');
      expect(history.filter((m) => m.id === id).map((m) => m.text)).toEqual(['once']);
    });

    it('sends the last 100 messages, oldest first, as history on join', async () => {
      const room = uniqueName('history');
      const creator = await connect(server.url, { room: `/collab/${room}` });
      await creator.emitAck('room:create', { room, isPrivate: false });
      const store = createDbRealtimeStore(db().database.db);
      const start = Date.now() - 1_000_000;
      for (let index = 0; index < 105; index++) {
        await store.appendChat(`room/${room}`, {
          id: `h${index}`,
          author: 'A',
          text: `message ${index}`,
          timestamp: start + index * 1000,
          senderId: 'x',
        });
      }
      const late = await connect(server.url, { room: `/editor/${room}` });
      const history = await late.next<ChatMessage[]>('chat:history');
      expect(history).toHaveLength(100);
      expect(history[0]?.text).toBe('message 5');
      expect(history.at(-1)?.text).toBe('message 104');
    });

    it('keeps the last CHAT_STORED_PER_ROOM_MAX messages of a room, deleting the oldest', async () => {
      const room = uniqueName('bounded');
      const creator = await connect(server.url, { room: `/collab/${room}` });
      await creator.emitAck('room:create', { room, isPrivate: false });
      await creator.next('room:joined');
      const key = `room/${room}`;
      const start = Date.now() - 1_000_000;
      const { db: database } = db().database;
      await database.insert(chatMessages).values(
        Array.from({ length: CHAT_STORED_PER_ROOM_MAX }, (_, index) => ({
          room: key,
          id: `old${index}`,
          author: 'A',
          text: `old ${index}`,
          senderId: 'x',
          createdAt: new Date(start + index),
        })),
      );
      for (const text of ['new 1', 'new 2', 'new 3']) {
        expect(
          await creator.emitAck('chat:message', { id: uniqueName('m'), author: 'A', text }),
        ).toMatchObject({ ok: true });
      }
      const stored = async () => {
        const [row] = await database
          .select({ n: count() })
          .from(chatMessages)
          .where(eq(chatMessages.room, key));
        return row?.n;
      };
      expect(await stored()).toBe(CHAT_STORED_PER_ROOM_MAX);
      const store = createDbRealtimeStore(database);
      const kept = await store.recentChat(key, CHAT_STORED_PER_ROOM_MAX);
      expect(kept[0]?.text).toBe('old 3');
      expect(kept.slice(-3).map((message) => message.text)).toEqual(['new 1', 'new 2', 'new 3']);
    });

    it('keeps rooms and the global chat apart (a room named global included)', async () => {
      const globalSocket = await connect(server.url, { room: 'global' });
      const creator = await connect(server.url, { room: '/collab/global' });
      expect(
        await creator.emitAck('room:create', { room: 'global', isPrivate: false }),
      ).toMatchObject({ success: true });
      const other = uniqueName('other');
      const otherSocket = await connect(server.url, { room: `/collab/${other}` });
      await otherSocket.emitAck('room:create', { room: other, isPrivate: false });
      await creator.next('room:joined');

      const text = uniqueName('room-only');
      expect(
        await creator.emitAck('chat:message', { id: uniqueName('m'), author: 'A', text }),
      ).toMatchObject({ ok: true });
      await settle();
      const texts = (client: TestClient) =>
        client.all<ChatMessage>('chat:message').map((message) => message.text);
      expect(texts(globalSocket)).not.toContain(text);
      expect(texts(otherSocket)).not.toContain(text);
      expect(texts(creator)).toContain(text);
    });

    it('refuses chat on a plain page and on a private room not yet verified', async () => {
      const page = await connect(server.url, { room: '/blog' });
      expect(
        await page.emitAck('chat:message', { id: uniqueName('m'), author: 'A', text: 'hi' }),
      ).toEqual({ message: CHAT_MESSAGES.unavailable });
      const room = uniqueName('locked');
      const creator = await connect(server.url, { room: '/collab' });
      await creator.emitAck('room:create', { room, isPrivate: true, password: 'pass1' });
      const stranger = await connect(server.url, { room: `/collab/${room}` });
      expect(
        await stranger.emitAck('chat:message', { id: uniqueName('m'), author: 'A', text: 'hi' }),
      ).toEqual({ message: ROOM_MESSAGES.accessDenied });
    });
  },
  { env: { RATE_LIMIT_CHAT_MESSAGES: '1000' } },
);

describeRealtime(
  'realtime chat rate limit',
  (server) => {
    const connectFrom = (address: string) => server.connectFrom(address, 'global');
    const send = (client: TestClient, text: string) =>
      client.emitAck('chat:message', { id: uniqueName('r'), author: 'A', text });
    const tooFast = { message: CHAT_MESSAGES.tooFast };

    it('allows 10 messages per 10 s per client address, then refuses with a message', async () => {
      const a = await connectFrom('10.0.2.1');
      for (let index = 0; index < 10; index++) {
        expect(await send(a, `n${index}`)).toMatchObject({ ok: true });
      }
      expect(await send(a, 'n10')).toEqual(tooFast);
      const other = await connectFrom('10.0.2.2');
      expect(await send(other, 'mine')).toMatchObject({ ok: true });
    });

    it('30 sockets of one address share one limit', async () => {
      const sockets = await Promise.all(Array.from({ length: 30 }, () => connectFrom('10.0.2.3')));
      const replies = await Promise.all(sockets.map((socket, index) => send(socket, `s${index}`)));
      expect(
        replies.filter((reply) => JSON.stringify(reply) === JSON.stringify(tooFast)),
      ).toHaveLength(20);
    });

    it('reconnecting does not start the count over', async () => {
      for (let index = 0; index < 10; index++) {
        const socket = await connectFrom('10.0.2.4');
        expect(await send(socket, `c${index}`)).toMatchObject({ ok: true });
        socket.close();
      }
      const again = await connectFrom('10.0.2.4');
      expect(await send(again, 'one more')).toEqual(tooFast);
    });
  },
  { env: { TRUST_PROXY: '1' } },
);
