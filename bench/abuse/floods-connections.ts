import { randomBytes } from 'node:crypto';
import { ROOM_PASSWORD_MAX_LENGTH } from '#common/realtime/limits.ts';
import { EVENTS, type RoomCreateReply } from '#common/realtime/index.ts';
import { untilAborted } from '../shared/abort';
import { FLOOD_CAP_MS, setupSignal, type Flood } from './flood';
import { connection, connectOrThrow, openSocket, withSockets } from './sockets';
import { Tally } from '../shared/tally';

/**
 * Private room creation from one socket (each create hashes a
 * password) and connections from one address.
 */
const ROOM_CREATES = 1000;
const SOCKETS = 500;
const CONNECT_BATCH = 50;

export const roomCreateFlood: Flood = {
  name: 'room:create',
  async run(server, measure) {
    const socket = await connectOrThrow(server.url, '/collab/abuse-lobby', setupSignal());
    try {
      await measure(
        `room:create ×${ROOM_CREATES} private, ${ROOM_PASSWORD_MAX_LENGTH}-char passwords`,
        FLOOD_CAP_MS,
        async (signal) => {
          let created = 0;
          const refused = new Tally();
          // Every request at once, as a script would: the server decides what to queue.
          const replies = Array.from({ length: ROOM_CREATES }, (_, index) =>
            socket
              .timeout(FLOOD_CAP_MS)
              .emitWithAck(EVENTS.roomCreate, {
                room: `abuse-${index}`,
                isPrivate: true,
                password: randomBytes(ROOM_PASSWORD_MAX_LENGTH / 2).toString('hex'),
              })
              .then(
                (reply: RoomCreateReply) => {
                  if (reply.success) created += 1;
                  else refused.add(`'${reply.message}'`);
                },
                () => undefined,
              ),
          );
          await untilAborted(Promise.all(replies), signal);
          const unanswered = ROOM_CREATES - created - refused.total;
          return (
            `rooms created ${created}/${ROOM_CREATES}; refused: ${refused.summary()}` +
            (unanswered > 0 ? `; ${unanswered} unanswered` : '')
          );
        },
      );
    } finally {
      socket.disconnect();
    }
  },
};

export const socketsPerAddressFlood: Flood = {
  name: 'sockets per address',
  async run(server, measure) {
    await withSockets(async (opened) => {
      await measure(`${SOCKETS} sockets from one address`, FLOOD_CAP_MS, async (signal) => {
        let accepted = 0;
        const refused = new Tally();
        for (let start = 0; start < SOCKETS && !signal.aborted; start += CONNECT_BATCH) {
          const batch = Array.from({ length: Math.min(CONNECT_BATCH, SOCKETS - start) }, () =>
            openSocket(server.url, '/collab/abuse-crowd'),
          );
          opened.push(...batch);
          for (const outcome of await Promise.all(batch.map((s) => connection(s, signal)))) {
            if (outcome === null) accepted += 1;
            else refused.add(`'${outcome}'`);
          }
        }
        const stillOpen = opened.filter((socket) => socket.connected).length;
        return (
          `sockets accepted ${accepted}/${SOCKETS} (${stillOpen} still open at the end); ` +
          `refused: ${refused.summary()}`
        );
      });
    });
  },
};
