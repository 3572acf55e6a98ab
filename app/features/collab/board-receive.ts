import type { BoardModel } from './board-model';
import type { BoardMessage } from './peer-message';
import type { StrokeStore } from './stroke-store';

export type Received = 'cleared' | 'drawn' | 'ignored';

/** Takes every stroke this page has off the board and out of the shared document. */
export function clearBoard(board: BoardModel, store: StrokeStore): void {
  store.clear();
  board.clear();
}

/**
 * What a page does with another page's whiteboard message. A clear also removes from the shared
 * document every finished stroke this page has: the page that cleared may not have had the
 * newest strokes yet (they reach it through the server, while live segments and the clear travel
 * peer to peer), and a stroke it did not know would otherwise outlive the clear on every page.
 */
export function receiveBoardMessage(
  message: BoardMessage,
  board: BoardModel,
  store: StrokeStore,
): Received {
  if (message.t === 'clear') {
    clearBoard(board, store);
    return 'cleared';
  }
  return board.addSegment(message) ? 'drawn' : 'ignored';
}
