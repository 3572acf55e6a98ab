import { useEffect } from 'react';
import { isPaletteHotkey } from './palette-state';

/**
 * Ctrl+K / Cmd+K anywhere toggles the palette. Keys another widget already handled (an editor's
 * own Ctrl+K chords) are left alone.
 */
export function usePaletteHotkey(onToggle: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isPaletteHotkey(event)) return;
      event.preventDefault();
      onToggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onToggle]);
}
