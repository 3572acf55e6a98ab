import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { acceptsMove, addTrailPoint, trimTrail, type TrailPoint } from './trail';
import styles from './cursor-trail.module.css';

const CURSOR_TRAIL_TRIM_INTERVAL_MS = 1000;

/** How long each cursor-trail dot takes to fade once drawn. */
const CURSOR_TRAIL_FADE_MS = 700;

/**
 * The cursor trail (docs/product.md#business-constants): pointer moves are sampled at most every 30 ms, at most 16
 * points are drawn, and every second the trail is trimmed to its last 10. Each dot fades out on
 * its own, so a resting pointer leaves nothing behind. Mounted only for fine pointers without
 * reduced motion (see Shell).
 */
export default function CursorTrail() {
  const [points, setPoints] = useState<readonly TrailPoint[]>([]);
  const lastAcceptedAt = useRef<number | null>(null);
  const nextId = useRef(0);

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const now = performance.now();
      if (!acceptsMove(lastAcceptedAt.current, now)) return;
      lastAcceptedAt.current = now;
      const point = { id: nextId.current++, x: event.clientX, y: event.clientY };
      setPoints((current) => addTrailPoint(current, point));
    };
    const trimTimer = window.setInterval(
      () => setPoints((current) => trimTrail(current)),
      CURSOR_TRAIL_TRIM_INTERVAL_MS,
    );
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      window.clearInterval(trimTimer);
      window.removeEventListener('pointermove', onMove);
    };
  }, []);

  return (
    <div
      className={styles.layer}
      aria-hidden="true"
      style={{ '--trail-fade': `${CURSOR_TRAIL_FADE_MS}ms` } as CSSProperties}
    >
      {points.map((point, index) => (
        <span
          key={point.id}
          className={styles.dot}
          data-trail-point=""
          style={
            {
              transform: `translate3d(${point.x}px, ${point.y}px, 0)`,
              '--size': `${4 + (index / Math.max(1, points.length)) * 6}px`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
