/**
 * Keeps Tab and Shift+Tab inside an open dialog: focus wraps from the last focusable element to
 * the first and back.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Index to focus after Tab (or Shift+Tab) from `current`; -1 current means outside the list. */
export function nextFocusIndex(current: number, count: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  return (current + (backwards ? count - 1 : 1)) % count;
}

interface TabKeyEvent {
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
}

export function trapTabKey(event: TabKeyEvent, container: HTMLElement) {
  if (event.key !== 'Tab') return;
  const focusables = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const current = focusables.indexOf(document.activeElement as HTMLElement);
  const next = focusables[nextFocusIndex(current, focusables.length, event.shiftKey)];
  event.preventDefault();
  next?.focus();
}
