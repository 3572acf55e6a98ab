/**
 * The open palette's rules (docs/product.md#quick-navigation-palette "Quick-navigation palette"): which commands match the
 * search text, and what a key pressed inside it means.
 */
import type { PaletteCommand } from './commands';

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
