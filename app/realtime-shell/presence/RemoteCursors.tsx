import type { CSSProperties } from 'react';
import { CHAT_DEFAULT_AUTHOR } from '#common/realtime/index.ts';
import { textOnColor } from '../../shell/theme/contrast';
import { toViewportPosition } from './cursor-geometry';
import type { RemoteCursor } from './presence-state';
import { useDocumentFrame } from './use-document-frame';
import styles from './presence.module.css';

/** Cursors further than this outside the viewport are not drawn. */
const OFFSCREEN_MARGIN_PX = 64;

/** Other visitors' cursors, each with its owner's chat name; decorative, never in the way. */
export function RemoteCursors({ cursors }: { cursors: readonly RemoteCursor[] }) {
  const frame = useDocumentFrame(cursors.length > 0);
  if (cursors.length === 0) return null;
  const viewport = { width: window.innerWidth, height: window.innerHeight };

  return (
    <div className={styles.cursorLayer} aria-hidden="true">
      {cursors.map((cursor) => {
        const at = toViewportPosition(cursor, frame.document, frame.scroll);
        const offscreen =
          at.x < -OFFSCREEN_MARGIN_PX ||
          at.y < -OFFSCREEN_MARGIN_PX ||
          at.x > viewport.width + OFFSCREEN_MARGIN_PX ||
          at.y > viewport.height + OFFSCREEN_MARGIN_PX;
        if (offscreen) return null;
        const style = {
          transform: `translate3d(${at.x}px, ${at.y}px, 0)`,
          '--cursor-color': cursor.color,
          '--cursor-text': textOnColor(cursor.color),
        } as CSSProperties;
        return (
          <div
            key={cursor.id}
            className={styles.cursor}
            style={style}
            data-testid="remote-cursor"
            data-x={cursor.x.toFixed(3)}
            data-y={cursor.y.toFixed(3)}
          >
            <svg className={styles.arrow} width="16" height="20" viewBox="0 0 16 20">
              <path d="M1 1 L1 16 L5 12 L8 19 L10.5 18 L7.5 11 L13 11 Z" />
            </svg>
            <span className={styles.label}>{cursor.name || CHAT_DEFAULT_AUTHOR}</span>
          </div>
        );
      })}
    </div>
  );
}
