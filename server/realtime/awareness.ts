import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

/**
 * The server does not hold awareness: it relays y-protocols awareness updates within a room.
 * It reads them only to check their shape and to remember which awareness clients a socket
 * announced, so it can announce their removal when the socket disconnects.
 */
export interface AwarenessEntry {
  clientId: number;
  clock: number;
  /** True when the entry removes the client (state null). */
  removed: boolean;
  /** The state as sent (JSON), kept so entries can be sent on again. */
  json: string;
}

const MAX_ENTRIES = 64;
/**
 * A visitor's awareness is a name, a colour and a caret or selection: well under 1 kB. Each
 * update fans out to the whole room, so one far larger (up to a socket message, 1 MiB) is
 * refused rather than relayed to everyone.
 */
export const AWARENESS_STATE_MAX_BYTES = 16 * 1024;

/** The entries of an awareness update, or null when it is malformed. */
export function readAwarenessUpdate(data: Uint8Array): AwarenessEntry[] | null {
  try {
    const decoder = decoding.createDecoder(data);
    const count = decoding.readVarUint(decoder);
    if (count > MAX_ENTRIES) return null;
    const entries: AwarenessEntry[] = [];
    for (let index = 0; index < count; index++) {
      const clientId = decoding.readVarUint(decoder);
      const clock = decoding.readVarUint(decoder);
      const json = decoding.readVarString(decoder);
      // Measured as UTF-16 units: at least a third of its UTF-8 size, so never more lenient.
      if (json.length > AWARENESS_STATE_MAX_BYTES) return null;
      const state: unknown = JSON.parse(json);
      if (state !== null && typeof state !== 'object') return null;
      entries.push({ clientId, clock, removed: state === null, json });
    }
    return decoding.hasContent(decoder) ? null : entries;
  } catch {
    return null;
  }
}

/** One update carrying the given entries (y-protocols' encoding). */
export function encodeAwarenessEntries(entries: readonly AwarenessEntry[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const entry of entries) {
    encoding.writeVarUint(encoder, entry.clientId);
    encoding.writeVarUint(encoder, entry.clock);
    encoding.writeVarString(encoder, entry.json);
  }
  return encoding.toUint8Array(encoder);
}

/** An update that removes the given clients (clock + 1 so receivers accept it). */
export function encodeAwarenessRemoval(clocks: ReadonlyMap<number, number>): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, clocks.size);
  for (const [clientId, clock] of clocks) {
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock + 1);
    encoding.writeVarString(encoder, 'null');
  }
  return encoding.toUint8Array(encoder);
}

/** Remembers a socket's awareness clients from its updates (at most MAX_ENTRIES). */
export function trackAwareness(clocks: Map<number, number>, entries: AwarenessEntry[]): void {
  for (const entry of entries) {
    if (entry.removed) clocks.delete(entry.clientId);
    else if (clocks.has(entry.clientId) || clocks.size < MAX_ENTRIES) {
      clocks.set(entry.clientId, entry.clock);
    }
  }
}
