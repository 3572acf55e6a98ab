export const SPLITTER_MIN_PERCENT = 20;

export const SPLITTER_MAX_PERCENT = 80;

export const SPLITTER_DEFAULT_PERCENT = 50;

/** One arrow-key press moves the splitter by this much; Page Up/Down by the larger step. */
const SPLITTER_KEY_STEP_PERCENT = 2;
const SPLITTER_PAGE_STEP_PERCENT = 10;

/** docs/product.md: the editor's share stays between 20 and 80 percent (a bad number gives 50). */
export function clampSplit(percent: number): number {
  if (!Number.isFinite(percent)) return SPLITTER_DEFAULT_PERCENT;
  return Math.min(SPLITTER_MAX_PERCENT, Math.max(SPLITTER_MIN_PERCENT, percent));
}

/** The share for a pointer at `clientX` over a container starting at `left` and `width` wide. */
export function splitFromPointer(clientX: number, left: number, width: number): number {
  if (width <= 0) return SPLITTER_DEFAULT_PERCENT;
  return clampSplit(((clientX - left) / width) * 100);
}

/** The new share after a key press, or null when the key does not move the splitter. */
export function splitFromKey(current: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSplit(current - SPLITTER_KEY_STEP_PERCENT);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSplit(current + SPLITTER_KEY_STEP_PERCENT);
    case 'PageDown':
      return clampSplit(current - SPLITTER_PAGE_STEP_PERCENT);
    case 'PageUp':
      return clampSplit(current + SPLITTER_PAGE_STEP_PERCENT);
    case 'Home':
      return SPLITTER_MIN_PERCENT;
    case 'End':
      return SPLITTER_MAX_PERCENT;
    case 'Enter':
      return SPLITTER_DEFAULT_PERCENT;
    default:
      return null;
  }
}
