import { EVENTS } from '#common/realtime/index.ts';
import { docMessageSchema } from '#common/realtime/payloads.ts';
import { readAwarenessUpdate, trackAwareness } from './awareness';
import { channels } from './channels';
import { recordSeen } from './departed-instances';
import { createDocBudget } from './doc-budget';
import { isAccepted, type SyncOutcome } from './documents';
import { listen } from './listen';
import type { RealtimeDeps, ServerSocket, SocketState } from './types';

/**
 * doc:sync and doc:awareness for the socket's room document (admitted sockets only). A sync
 * message is screened as it arrives (the socket's budget, the size of one update), then handled
 * in arrival order; each stored update is relayed to the rest of the room (every instance, via
 * the adapter); a refused one is answered with doc:refused, to the sender only.
 */
export function registerDocHandlers(deps: RealtimeDeps, socket: ServerSocket, state: SocketState) {
  const { docs } = deps;
  const budget = createDocBudget(deps.docBudgetClock);

  const deliver = (room: string, outcome: SyncOutcome) => {
    if (outcome.kind === 'reply') {
      for (const data of outcome.messages) socket.emit(EVENTS.docSync, { data });
    } else if (outcome.kind === 'relay') {
      socket.to(channels.room(room)).emit(EVENTS.docSync, { data: outcome.message });
    } else if (outcome.kind === 'refused') {
      const { message, retryAfterMs } = outcome;
      socket.emit(EVENTS.docRefused, retryAfterMs ? { message, retryAfterMs } : { message });
    }
  };

  listen(socket, deps, EVENTS.docSync, (payload) => {
    const room = socket.data.admittedRoom;
    if (!room) return;
    const parsed = docMessageSchema.safeParse(payload);
    if (!parsed.success) return;
    const screened = docs.screen(parsed.data.data, budget);
    if (!isAccepted(screened)) return deliver(room, screened);
    state.enqueue(async () => deliver(room, await docs.process(room, screened)));
  });

  listen(socket, deps, EVENTS.docAwareness, (payload) => {
    const room = socket.data.admittedRoom;
    // Each one fans out to the whole room: past the per-socket limit it is dropped.
    if (!room || !deps.limits.awareness.take(socket.id)) return;
    const parsed = docMessageSchema.safeParse(payload);
    if (!parsed.success) return;
    const entries = readAwarenessUpdate(parsed.data.data);
    if (!entries) return;
    trackAwareness(state.awareness, entries);
    deps.awareness.update(room, entries);
    const clients = [...state.awareness.keys()];
    if (clients.join() !== socket.data.awarenessClients.join()) {
      socket.data.awarenessClients = clients;
      recordSeen(deps, socket);
    }
  });
}
