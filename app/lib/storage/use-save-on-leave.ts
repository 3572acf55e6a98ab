import { useEffect } from 'react';

/**
 * Runs `save` when the page is left or hidden, and when the component unmounts, so that typing
 * still waiting for its delayed save is kept. A hidden page may be discarded without a pagehide
 * (mobile browsers), hence hiding saves too. `save` should keep its identity (useCallback).
 */
export function useSaveOnLeave(save: () => void) {
  useEffect(() => {
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', saveWhenHidden);
      save();
    };
  }, [save]);
}
