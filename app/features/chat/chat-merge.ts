import { CHAT_HISTORY_LIMIT } from '#common/realtime/limits.ts';
import type { ChatMessage } from '#common/realtime/index.ts';

/**
 * The message list of a chat panel (docs/product.md#entities): a message is shown at once as pending,
 * then replaced by the server's copy with the same id; history is merged without duplicates.
 */
export interface ChatEntry {
  id: string;
  author: string;
  text: string;
  /** Server time once confirmed; the sender's clock while pending. */
  timestamp: number;
  /** The sending socket, when the server has confirmed the message. */
  senderId?: string;
  pending: boolean;
}

export function pendingEntry(
  message: { id: string; author: string; text: string },
  now: number,
): ChatEntry {
  return { ...message, timestamp: now, pending: true };
}

function confirmed(message: ChatMessage): ChatEntry {
  return { ...message, pending: false };
}

/**
 * Merges server messages (history or live) into the list: a server copy replaces the pending
 * entry or older copy with its id. Confirmed entries are ordered by server time (ties keep
 * arrival order), pending ones follow in the order they were sent, and only the newest
 * CHAT_HISTORY_LIMIT confirmed entries are kept, the same window a newcomer's history shows.
 */
export function mergeServerMessages(
  current: readonly ChatEntry[],
  incoming: readonly ChatMessage[],
): ChatEntry[] {
  if (incoming.length === 0) return [...current];
  const byId = new Map<string, ChatEntry>();
  for (const entry of current) byId.set(entry.id, entry);
  for (const message of incoming) byId.set(message.id, confirmed(message));
  const entries = [...byId.values()];
  const settled = entries
    .filter((entry) => !entry.pending)
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.timestamp - b.entry.timestamp || a.index - b.index)
    .map(({ entry }) => entry)
    .slice(-CHAT_HISTORY_LIMIT);
  return [...settled, ...entries.filter((entry) => entry.pending)];
}

/** Adds a message the visitor just sent (ignored when its id is already listed). */
export function addPending(current: readonly ChatEntry[], entry: ChatEntry): ChatEntry[] {
  if (current.some((existing) => existing.id === entry.id)) return [...current];
  return [...current, entry];
}

/** Drops a pending message the server refused; a confirmed one with that id stays. */
export function dropPending(current: readonly ChatEntry[], id: string): ChatEntry[] {
  return current.filter((entry) => !(entry.pending && entry.id === id));
}
