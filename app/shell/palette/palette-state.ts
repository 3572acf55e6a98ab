/**
 * The palette's rules (SPEC.md §2 "Quick-navigation palette") as pure functions: which commands
 * match the search text, and how keys and actions change the open flag, the text and the
 * selection. The component only wires these to the DOM.
 */
import type { PaletteCommand } from './commands';

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

/** Case-insensitive substring match on the title or any keyword; blank text matches all. */
export function filterCommands<T extends Pick<PaletteCommand, 'title' | 'keywords'>>(
  commands: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...commands];
  return commands.filter(
    (command) =>
      command.title.toLowerCase().includes(needle) ||
      command.keywords.some((keyword) => keyword.toLowerCase().includes(needle)),
  );
}

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

export type PaletteKeyIntent = 'next' | 'previous' | 'run' | 'close';

/** What a key pressed inside the open palette means, or null to let the browser handle it. */
export function paletteKeyIntent(key: string): PaletteKeyIntent | null {
  switch (key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'Enter':
      return 'run';
    case 'Escape':
      return 'close';
    default:
      return null;
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
