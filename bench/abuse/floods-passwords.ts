import { EVENTS, type RoomCreateReply, type RoomVerifyReply } from '#common/realtime/index.ts';
import { sleep } from '../shared/abort';
import { FLOOD_CAP_MS, setupSignal, type Flood } from './flood';
import { connectOrThrow, withSockets, type AbuseSocket } from './sockets';
import { Tally } from '../shared/tally';

/**
 * Room passwords are hashed in one bounded queue per instance. Many addresses (X-Forwarded-For,
 * the server trusting one proxy) each verify the right password of their own private room,
 * over and over, while a visitor verifies theirs: does the visitor get in?
 */
const ATTACKERS = 25;
const VISITOR_ATTEMPTS = 10;
const VISITOR_PAUSE_MS = 500;
const ACK_TIMEOUT_MS = 10_000;

const password = (index: number) => `right password ${index}`;
const address = (index: number) => `10.66.${Math.floor(index / 250)}.${(index % 250) + 1}`;

async function privateRoom(socket: AbuseSocket, room: string, secret: string) {
  const reply = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(EVENTS.roomCreate, {
    room,
    isPrivate: true,
    password: secret,
  })) as RoomCreateReply;
  if (!reply.success) throw new Error(`room ${room} not created: ${reply.message}`);
}

/** The verification's outcome: 'accepted', the refusal in quotes, or 'no answer'. */
async function verify(socket: AbuseSocket, room: string, secret: string): Promise<string> {
  try {
    const reply = (await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck(EVENTS.roomVerify, { room, password: secret })) as RoomVerifyReply;
    return reply.success ? 'accepted' : `'${reply.message}'`;
  } catch {
    return 'no answer';
  }
}

export const passwordJamFlood: Flood = {
  name: 'password verification jam',
  env: { TRUST_PROXY: '1' },
  async run(server, measure) {
    await withSockets(async (sockets) => {
      const open = async (index: number, room: string) => {
        const socket = await connectOrThrow(server.url, `/collab/${room}`, setupSignal(), {
          'x-forwarded-for': address(index),
        });
        sockets.push(socket);
        await privateRoom(socket, room, password(index));
        return socket;
      };
      const attackers: AbuseSocket[] = [];
      for (let index = 0; index < ATTACKERS; index++) {
        attackers.push(await open(index, `jam-${index}`));
      }
      const visitor = await open(ATTACKERS, 'visitor-room');
      await measure(
        `${ATTACKERS} addresses verify their own rooms; a visitor verifies ${VISITOR_ATTEMPTS}×`,
        FLOOD_CAP_MS,
        async (signal) => {
          // The attack lasts until the visitor has tried every time (or the flood's cap).
          const visitorDone = new AbortController();
          const attacking = AbortSignal.any([signal, visitorDone.signal]);
          const attacks = new Tally();
          const attackLoops = attackers.map(async (socket, index) => {
            while (!attacking.aborted) {
              attacks.add(await verify(socket, `jam-${index}`, password(index)));
            }
          });
          const visits = new Tally();
          await sleep(VISITOR_PAUSE_MS, signal);
          for (let attempt = 0; attempt < VISITOR_ATTEMPTS && !signal.aborted; attempt++) {
            visits.add(await verify(visitor, 'visitor-room', password(ATTACKERS)));
            await sleep(VISITOR_PAUSE_MS, signal);
          }
          visitorDone.abort();
          await Promise.all(attackLoops);
          return `visitor: ${visits.summary()}; attackers: ${attacks.summary()}`;
        },
      );
    });
  },
};
