import { Download, Redo2, Trash2, Undo2 } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { useEffect, useRef, useState } from 'react';
import { BRUSH_COLOR_DEFAULT } from './board-model';
import { BRUSH_WIDTH_MAX_PX, BRUSH_WIDTH_MIN_PX } from '#common/realtime/limits.ts';
import { IconButton } from '../rooms/IconButton';
import chrome from '../rooms/rooms.module.css';
import styles from './collab.module.css';
import { clampBrushWidth } from './peer-message';
import type { BoardLink, StrokeStore } from './stroke-store';
import { useBoardCanvas } from './use-board-canvas';

const BRUSH_WIDTH_DEFAULT_PX = 3;

interface WhiteboardProps {
  store: StrokeStore;
  link: BoardLink | null;
  author: string;
  /** Only the visible tab answers Ctrl/Cmd+Z. */
  active: boolean;
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function Whiteboard({ store, link, author, active }: WhiteboardProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [color, setColor] = useState<string>(BRUSH_COLOR_DEFAULT);
  const [width, setWidth] = useState<number>(BRUSH_WIDTH_DEFAULT_PX);
  const board = useBoardCanvas({ canvasRef, store, link, author, color, width });
  const { undo, redo } = board;

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      if (isEditable(event.target)) return;
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, undo, redo]);

  const exportPng = () => {
    canvasRef.current?.toBlob((blob) => {
      if (!blob) return;
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = 'whiteboard.png';
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url));
    }, 'image/png');
  };

  return (
    <div className={styles.board}>
      <div className={styles.toolbar} role="toolbar" aria-label="Whiteboard tools">
        <label className={styles.tool}>
          <span>Colour</span>
          <input
            type="color"
            className={styles.colorInput}
            value={color}
            onChange={(event) => setColor(event.target.value)}
            aria-label="Brush colour"
          />
        </label>
        <label className={styles.tool}>
          <span>Width</span>
          <input
            type="range"
            min={BRUSH_WIDTH_MIN_PX}
            max={BRUSH_WIDTH_MAX_PX}
            step={1}
            value={width}
            onChange={(event) => setWidth(clampBrushWidth(Number(event.target.value)))}
            aria-label="Brush width"
          />
          <output className={chrome.mono}>{width}px</output>
        </label>
        <span className={styles.sep} aria-hidden />
        <IconButton
          icon={Undo2}
          label="Undo my last stroke"
          title="Undo (Ctrl/Cmd+Z)"
          onClick={undo}
          disabled={!board.canUndo}
        />
        <IconButton
          icon={Redo2}
          label="Redo"
          title="Redo (Shift+Ctrl/Cmd+Z)"
          onClick={redo}
          disabled={!board.canRedo}
        />
        <span className={styles.sep} aria-hidden />
        <button type="button" className={chrome.btn} onClick={exportPng}>
          <Icon drawing={Download} size={14} aria-hidden /> PNG
        </button>
        <button type="button" className={`${chrome.btn} ${chrome.btnDanger}`} onClick={board.clear}>
          <Icon drawing={Trash2} size={14} aria-hidden /> Clear Canvas
        </button>
      </div>
      <div className={styles.canvasFrame}>
        <canvas
          ref={canvasRef}
          className={styles.canvas}
          data-testid="whiteboard-canvas"
          aria-label="Whiteboard drawing area"
          onPointerDown={(event) => {
            if (event.pointerType === 'mouse' && event.button !== 0) return;
            event.preventDefault();
            board.start(event.clientX, event.clientY);
          }}
          onPointerMove={(event) => board.move(event.clientX, event.clientY)}
          onPointerUp={board.end}
          onPointerLeave={board.end}
          onPointerCancel={board.end}
        />
      </div>
    </div>
  );
}
