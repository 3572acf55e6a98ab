import type { StrokeRecord } from './board-model';
import type { BoardMessage } from './peer-message';

/** Where finished strokes live: the room's shared document, or a local one when alone. */
export interface StrokeStore {
  /** Every stored value (validated by the reader). */
  values(): unknown[];
  get(id: string): unknown;
  put(record: StrokeRecord): void;
  remove(id: string): void;
  clear(): void;
  /** Calls back after any change, local or remote; returns the unsubscribe function. */
  observe(listener: () => void): () => void;
}

/** How live segments and clears reach the other people in the room (peer-to-peer or relay). */
export interface BoardLink {
  send(message: BoardMessage): void;
  onMessage(listener: (message: BoardMessage) => void): () => void;
}
