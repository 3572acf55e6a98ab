import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The mobile menu's open flag. It closes on every route change: the location key changes with
 * each navigation, and the flag is reset while rendering (no effect, no extra paint).
 */
export function useMenuState() {
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(key);
  if (openedAt !== key) {
    setOpenedAt(key);
    setOpen(false);
  }
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close };
}
