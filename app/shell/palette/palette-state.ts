/**
 * The palette's state (docs/product.md#quick-navigation-palette "Quick-navigation palette") as pure functions: how keys and
 * actions change the open flag, the text and the selection, and which key opens it. The shell
 * holds this state; the palette itself, and its search (palette-search.ts), load when opened.
 */
export interface PaletteState {
  open: boolean;
  query: string;
  selectedIndex: number;
}

export type PaletteEvent =
  | { type: 'toggle' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'query'; query: string }
  | { type: 'move'; delta: 1 | -1; resultCount: number };

export const CLOSED_PALETTE: PaletteState = { open: false, query: '', selectedIndex: 0 };

export function paletteReducer(state: PaletteState, event: PaletteEvent): PaletteState {
  switch (event.type) {
    case 'toggle':
      return state.open ? CLOSED_PALETTE : { ...CLOSED_PALETTE, open: true };
    case 'open':
      return state.open ? state : { ...CLOSED_PALETTE, open: true };
    case 'close':
      // Closing clears the text and resets the selection.
      return CLOSED_PALETTE;
    case 'query':
      // The selection goes back to the first item whenever the text changes.
      return event.query === state.query
        ? state
        : { ...state, query: event.query, selectedIndex: 0 };
    case 'move': {
      const last = Math.max(0, event.resultCount - 1);
      // No wrapping: the selection stops at the first and last item.
      const selectedIndex = Math.min(last, Math.max(0, state.selectedIndex + event.delta));
      return selectedIndex === state.selectedIndex ? state : { ...state, selectedIndex };
    }
  }
}

export interface HotkeyLike {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
}

/** Cmd+K on Apple keyboards, Ctrl+K elsewhere (either is accepted everywhere). */
export function isPaletteHotkey(event: HotkeyLike): boolean {
  return (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k';
}
