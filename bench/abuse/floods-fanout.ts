import { setImmediate as nextTurn } from 'node:timers/promises';
import * as encoding from 'lib0/encoding';
import { EVENTS, type WhiteboardMessage } from '#common/realtime/index.ts';
import { untilAborted, waitUntil } from '../shared/abort';
import { FLOOD_CAP_MS, setupSignal, type Flood } from './flood';
import { joinPublicRoom, tallyRefusals, withSockets } from './sockets';

/**
 * Whiteboard strokes and awareness updates relayed to everybody in a room.
 * One admitted socket sends; the other members count what reaches them.
 */
const ROOM_SIZE = 20;
const MESSAGES = 20_000;
const SEND_BATCH = 500;
const ROOM = 'abuse-board';
const AWARENESS_CLIENT_ID = 4242;

function stroke(index: number): WhiteboardMessage {
  const x = (index % 100) / 100;
  return { t: 'stroke', id: `s${index}`, x0: x, y0: 0.1, x1: x, y1: 0.2, color: '#ff0000', w: 3 };
}

/** A y-protocols awareness update for one client (what a moving caret sends). */
function awarenessUpdate(clock: number): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 1);
  encoding.writeVarUint(encoder, AWARENESS_CLIENT_ID);
  encoding.writeVarUint(encoder, clock);
  encoding.writeVarString(
    encoder,
    JSON.stringify({ user: { name: 'flood', color: '#ff0000' }, cursor: { index: clock } }),
  );
  return encoding.toUint8Array(encoder);
}

export const fanOutFlood: Flood = {
  name: 'relay fan-out',
  async run(server, measure) {
    await withSockets(async (members) => {
      const setup = setupSignal();
      for (let index = 0; index < ROOM_SIZE; index++) {
        members.push(await joinPublicRoom(server.url, '/whiteboard', ROOM, setup));
      }
      const [sender, ...receivers] = members;
      if (!sender) return;
      let relays = 0;
      let awareness = 0;
      for (const receiver of receivers) {
        receiver.on(EVENTS.whiteboardRelay, () => {
          relays += 1;
        });
        receiver.on(EVENTS.docAwareness, () => {
          awareness += 1;
        });
      }
      const senderHeard = tallyRefusals(sender);

      const perKind = MESSAGES / 2;
      const expected = perKind * receivers.length;
      await measure(
        `whiteboard:relay + doc:awareness ×${MESSAGES} into a room of ${ROOM_SIZE}`,
        FLOOD_CAP_MS,
        async (signal) => {
          for (let index = 0; index < perKind && !signal.aborted; index++) {
            sender.emit(EVENTS.whiteboardRelay, { message: stroke(index) });
            sender.emit(EVENTS.docAwareness, { data: awarenessUpdate(index + 1) });
            // Lets the socket write out instead of buffering all 20,000 messages first.
            if (index % SEND_BATCH === SEND_BATCH - 1) await untilAborted(nextTurn(), signal);
          }
          // Until everything arrived; a server that drops silently keeps us to the cap.
          await waitUntil(() => relays >= expected && awareness >= expected, signal);
          return (
            `delivered to ${receivers.length} members: relay ${relays}/${expected}, ` +
            `awareness ${awareness}/${expected}; sender told: ${senderHeard.summary()}`
          );
        },
      );
    });
  },
};
