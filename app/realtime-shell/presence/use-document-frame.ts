import { useEffect, useState } from 'react';
import type { Point, Size } from './cursor-geometry';

export interface DocumentFrame {
  document: Size;
  scroll: Point;
}

function measure(): DocumentFrame {
  const root = document.documentElement;
  return {
    document: { width: root.scrollWidth, height: root.scrollHeight },
    scroll: { x: window.scrollX, y: window.scrollY },
  };
}

/**
 * This window's document size and scroll position, refreshed at most once a frame on scroll,
 * resize and layout changes: what remote cursors (sent as fractions) need to be drawn.
 */
export function useDocumentFrame(active: boolean): DocumentFrame {
  const [frame, setFrame] = useState<DocumentFrame>(measure);

  useEffect(() => {
    if (!active) return;
    let requested = 0;
    const schedule = () => {
      if (requested) return;
      requested = requestAnimationFrame(() => {
        requested = 0;
        setFrame(measure());
      });
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(document.documentElement);
    return () => {
      cancelAnimationFrame(requested);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [active]);

  return frame;
}
