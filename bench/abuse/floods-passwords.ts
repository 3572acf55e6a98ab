import { EVENTS, type RoomCreateReply, type RoomVerifyReply } from '#common/realtime';
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
const ATTACK_MS = 10_000;
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
        `${ATTACKERS} addresses verifying their own rooms for ${ATTACK_MS / 1000} s; ` +
          `a visitor verifies ${VISITOR_ATTEMPTS}×`,
        FLOOD_CAP_MS,
        async (signal) => {
          const stop = AbortSignal.any([signal, AbortSignal.timeout(ATTACK_MS)]);
          const attacks = new Tally();
          const attacking = attackers.map(async (socket, index) => {
            while (!stop.aborted)
              attacks.add(await verify(socket, `jam-${index}`, password(index)));
          });
          const visits = new Tally();
          for (let attempt = 0; attempt < VISITOR_ATTEMPTS && !stop.aborted; attempt++) {
            await sleep(VISITOR_PAUSE_MS, stop);
            visits.add(await verify(visitor, 'visitor-room', password(ATTACKERS)));
          }
          await Promise.all(attacking);
          return `visitor: ${visits.summary()}; attackers: ${attacks.summary()}`;
        },
      );
    });
  },
};
