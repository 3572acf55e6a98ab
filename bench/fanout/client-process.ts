import { setMaxListeners } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PRESENCE_COLORS } from '#common/realtime/limits.ts';
import { EVENTS, type CursorBatch } from '#common/realtime/index.ts';
import { sleep } from '../shared/abort';
import { connection, openSocket, type BenchSocket } from '../shared/sockets';
import { errorMessage, Tally } from '../shared/tally';
import { ArrivalLog } from './arrival-log';
import { epochNow, type ClientPlan, type FromClients, type ToClients } from './protocol';

/**
 * A client process of the fan-out section: opens its share of the visitors on one page, moves
 * the movers among them at a steady rate once told to start, records what every one of them
 * sees, and reports. Run by the section with `fork`; never on its own.
 */
const CONNECT_BATCH = 25;
const CONNECT_TIMEOUT_MS = 30_000;
const LOOP_DELAY_RESOLUTION_MS = 10;
const COLOR = PRESENCE_COLORS[0];
/**
 * Each move is this much early or late at random: people's pointers are not driven by one clock,
 * and movers locked in phase with the server's tick would all land in the same part of it.
 */
const MOVE_JITTER_MS = 10;

function send(message: FromClients) {
  process.send?.(message);
}

let plan: ClientPlan | null = null;
let log: ArrivalLog | null = null;
const sockets: BenchSocket[] = [];
let startAtEpochMs = Number.NaN;
let recording = false;

async function connectAll(current: ClientPlan) {
  const refused = new Tally();
  const signal = AbortSignal.timeout(CONNECT_TIMEOUT_MS);
  // Every socket of a batch waits on it.
  setMaxListeners(0, signal);
  for (let start = 0; start < current.indexes.length; start += CONNECT_BATCH) {
    const batch = current.indexes
      .slice(start, start + CONNECT_BATCH)
      .map(() => openSocket(current.url, current.path));
    sockets.push(...batch);
    for (const outcome of await Promise.all(batch.map((socket) => connection(socket, signal)))) {
      if (outcome !== null) refused.add(`'${outcome}'`);
    }
  }
  log = new ArrivalLog(current.indexes, current.movers, current.moves);
  for (const [slot, socket] of sockets.entries()) {
    socket.on(EVENTS.cursorBatch, ({ cursors }: CursorBatch) => {
      if (!recording) return;
      const atMs = epochNow() - startAtEpochMs;
      for (const cursor of cursors) log?.see(slot, cursor.name, atMs);
    });
  }
  const connected = sockets.filter((socket) => socket.connected).length;
  send({ type: 'connected', connected, refused: refused.total > 0 ? refused.summary() : '' });
}

/** Moves mover `index` `moves` times, each at its due time, and returns the send times. */
async function move(socket: BenchSocket, index: number, current: ClientPlan): Promise<number[]> {
  const sent: number[] = [];
  // Movers are spread over the interval, as real visitors' pointers are not in step.
  const phaseMs = (index / current.movers) * current.moveIntervalMs;
  for (let seq = 0; seq < current.moves; seq++) {
    const jitterMs = (Math.random() * 2 - 1) * MOVE_JITTER_MS;
    const dueMs = phaseMs + seq * current.moveIntervalMs + jitterMs;
    const waitMs = dueMs - (epochNow() - startAtEpochMs);
    if (waitMs > 0) await sleep(waitMs);
    sent.push(epochNow() - startAtEpochMs);
    // As the site's pages send a moving pointer: volatile, a fraction of the page, named.
    socket.volatile.emit(EVENTS.cursorMove, {
      x: (seq % 100) / 100,
      y: index / current.movers,
      color: COLOR,
      name: `${index}.${seq}`,
    });
  }
  return sent;
}

async function run(current: ClientPlan) {
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
  const waitMs = startAtEpochMs - epochNow();
  if (waitMs > 0) await sleep(waitMs);
  recording = true;
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const sendTimes: Record<number, number[]> = {};
  await Promise.all(
    current.indexes.map(async (index, slot) => {
      const socket = sockets[slot];
      if (index < current.movers && socket?.connected) {
        sendTimes[index] = await move(socket, index, current);
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPercent = ((cpu.user + cpu.system) / 1000 / (performance.now() - wallBefore)) * 100;
  loopDelay.disable();
  await sleep(current.tailMs);
  recording = false;
  send({
    type: 'sent',
    sendTimes,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    cpuPercent,
  });
}

function finish(sendTimes: Record<number, number[]>) {
  if (!plan || !log) throw new Error('Send times before the plan');
  send({ type: 'result', ...log.summarize(sendTimes, plan.deliveryWindowMs) });
  for (const socket of sockets) socket.disconnect();
  process.disconnect();
}

function fail(error: unknown) {
  send({ type: 'failed', message: errorMessage(error) });
}

process.on('message', (message: ToClients) => {
  try {
    if (message.type === 'plan') {
      plan = message.plan;
      connectAll(message.plan).catch(fail);
    } else if (message.type === 'start') {
      startAtEpochMs = message.startAtEpochMs;
      if (plan) run(plan).catch(fail);
    } else finish(message.sendTimes);
  } catch (error) {
    fail(error);
  }
});
