import { useEffect, useRef } from 'react';
import { advanceKonami } from './konami';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Calls `onUnlock` when the Konami sequence is typed anywhere outside a text field. */
export function useKonamiCode(onUnlock: () => void) {
  const progress = useRef(0);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || isTypingTarget(event.target)) return;
      const step = advanceKonami(progress.current, event.key);
      progress.current = step.progress;
      if (step.complete) onUnlock();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onUnlock]);
}
