import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { EVENTS } from '#common/realtime/index.ts';
import { waitUntil } from '../shared/abort';
import { FLOOD_CAP_MS, setupSignal, type Flood } from './flood';
import { joinPublicRoom, tallyRefusals, withSockets, type AbuseSocket } from './sockets';
import { bytes, seconds, Tally } from '../shared/tally';

/**
 * A room's shared document. One admitted socket sends 60 large updates
 * (a second member counts what the server relays, i.e. stored); then several sockets fill the
 * document with updates just under the per-update bound until it is full; a newcomer syncs the
 * whole document, then asks for it five more times with 3-byte requests.
 */
const UPDATES = 60;
const UPDATE_CHARS = 900_000;
/** Enough writers and updates to go past the default 5 MiB document bound. */
const FILL_WRITERS = 8;
const FILL_UPDATES_PER_WRITER = 4;
const FILL_UPDATE_CHARS = 200_000;
const STEP_1_REQUESTS = 5;
const ROOM = 'abuse-doc';

/** y-protocols sync message types. */
const SYNC_STEP_1 = 0;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

function syncMessage(type: number, payload: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  encoding.writeVarUint8Array(encoder, payload);
  return encoding.toUint8Array(encoder);
}

function readSync(data: Uint8Array): { type: number; payload: Uint8Array } | null {
  try {
    const decoder = decoding.createDecoder(data);
    return { type: decoding.readVarUint(decoder), payload: decoding.readVarUint8Array(decoder) };
  } catch {
    return null;
  }
}

/** An update from a new writer inserting `chars` characters (each one a new client). */
function largeUpdate(chars = UPDATE_CHARS): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('content').insert(0, 'x'.repeat(chars));
  const update = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return syncMessage(SYNC_UPDATE, update);
}

/** What a client with an empty document sends first: step 1 with an empty state vector. */
const EMPTY_STEP_1 = syncMessage(SYNC_STEP_1, Y.encodeStateVector(new Y.Doc()));

/** Counts step-2 answers (the document as the server sends it) arriving at `socket`. */
function countAnswers(socket: AbuseSocket, answers: { count: number; bytes: number }) {
  socket.on(EVENTS.docSync, ({ data }) => {
    const message = readSync(data);
    if (message?.type !== SYNC_STEP_2) return;
    answers.count += 1;
    answers.bytes += message.payload.byteLength;
  });
}

/** Refusals (any event carrying a message) and the disconnect reason, as one line. */
function listenForRefusals(socket: AbuseSocket) {
  const heard = tallyRefusals(socket);
  socket.on('disconnect', (reason) => heard.add(`disconnected (${reason})`));
  return heard;
}

export const documentFlood: Flood = {
  name: 'shared document',
  async run(server, measure) {
    await withSockets(async (sockets) => {
      const setup = setupSignal();
      const writer = await joinPublicRoom(server.url, '/editor', ROOM, setup);
      sockets.push(writer);
      const member = await joinPublicRoom(server.url, '/editor', ROOM, setup);
      sockets.push(member);
      const writerHeard = listenForRefusals(writer);
      let relayed = 0;
      member.on(EVENTS.docSync, ({ data }) => {
        if (readSync(data)?.type === SYNC_UPDATE) relayed += 1;
      });
      // Built before the clock starts: the flood is the sending, not our encoding.
      const updates = Array.from({ length: UPDATES }, () => largeUpdate());

      await measure(
        `doc: ${UPDATES} updates of ${UPDATE_CHARS / 1000} kB, one socket`,
        FLOOD_CAP_MS,
        async (signal) => {
          let sent = 0;
          for (const data of updates) {
            if (!writer.connected || signal.aborted) break;
            writer.emit(EVENTS.docSync, { data });
            sent += 1;
          }
          // Until each update was stored (relayed) or refused, or the writer was cut off.
          await waitUntil(() => relayed + writerHeard.total >= sent || !writer.connected, signal);
          return (
            `updates stored (relayed to the room) ${relayed}/${sent}; ` +
            `writer told: ${writerHeard.summary()}`
          );
        },
      );

      const fillers: AbuseSocket[] = [];
      for (let index = 0; index < FILL_WRITERS; index++) {
        fillers.push(await joinPublicRoom(server.url, '/editor', ROOM, setup));
      }
      sockets.push(...fillers);
      const fillersHeard = fillers.map(listenForRefusals);
      const fillUpdates = Array.from({ length: FILL_UPDATES_PER_WRITER }, () =>
        largeUpdate(FILL_UPDATE_CHARS),
      );
      await measure(
        `doc: ${FILL_WRITERS} sockets x ${FILL_UPDATES_PER_WRITER} updates of ${FILL_UPDATE_CHARS / 1000} kB`,
        FLOOD_CAP_MS,
        async (signal) => {
          const relayedBefore = relayed;
          let sent = 0;
          for (const data of fillUpdates) {
            for (const filler of fillers) {
              if (!filler.connected || signal.aborted) continue;
              filler.emit(EVENTS.docSync, { data });
              sent += 1;
            }
          }
          const refused = () => fillersHeard.reduce((total, heard) => total + heard.total, 0);
          await waitUntil(() => relayed - relayedBefore + refused() >= sent, signal);
          const told = new Tally();
          for (const heard of fillersHeard) told.merge(heard);
          return `updates stored ${relayed - relayedBefore}/${sent}; writers told: ${told.summary()}`;
        },
      );

      let newcomer: AbuseSocket | undefined;
      const answers = { count: 0, bytes: 0 };
      await measure("doc: a newcomer's full sync", FLOOD_CAP_MS, async (signal) => {
        const started = performance.now();
        newcomer = await joinPublicRoom(server.url, '/editor', ROOM, signal);
        sockets.push(newcomer);
        countAnswers(newcomer, answers);
        newcomer.emit(EVENTS.docSync, { data: EMPTY_STEP_1 });
        const answered = await waitUntil(() => answers.count >= 1, signal);
        return answered
          ? `doc bytes stored ${bytes(answers.bytes)}, joined and synced in ${seconds(performance.now() - started)}`
          : 'no answer to the sync request';
      });
      if (!newcomer) return;
      const asker = newcomer;
      const askerHeard = listenForRefusals(asker);

      await measure(
        `doc: ${STEP_1_REQUESTS} sync requests of ${EMPTY_STEP_1.byteLength} bytes`,
        FLOOD_CAP_MS,
        async (signal) => {
          const before = { ...answers };
          const refusedBefore = askerHeard.total;
          for (let index = 0; index < STEP_1_REQUESTS; index++) {
            asker.emit(EVENTS.docSync, { data: EMPTY_STEP_1 });
          }
          // Until each request was answered or refused.
          await waitUntil(
            () =>
              answers.count - before.count + askerHeard.total - refusedBefore >= STEP_1_REQUESTS,
            signal,
          );
          return (
            `answered ${answers.count - before.count}/${STEP_1_REQUESTS} ` +
            `(${bytes(answers.bytes - before.bytes)} sent back); told: ${askerHeard.summary()}`
          );
        },
      );
    });
  },
};
