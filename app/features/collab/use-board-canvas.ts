import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { BoardModel, OwnStrokeHistory, parseStrokeRecord, type StrokeRecord } from './board-model';
import { fitBoard } from './board-geometry';
import { clearBoard, receiveBoardMessage } from './board-receive';
import { drawSegment, renderBoard, type CanvasSize } from './canvas-render';
import { toFraction, type StrokeSegment } from './peer-message';
import type { BoardLink, StrokeStore } from './stroke-store';

interface Options {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  store: StrokeStore;
  link: BoardLink | null;
  author: string;
  color: string;
  width: number;
}

interface Pen {
  id: string;
  x: number;
  y: number;
  points: number[];
}

const newStrokeId = () => crypto.randomUUID();

/** The canvas side of the whiteboard: drawing, remote segments, shared strokes, undo/redo. */
export function useBoardCanvas({ canvasRef, store, link, author, color, width }: Options) {
  const [board] = useState(() => new BoardModel());
  const [history] = useState(() => new OwnStrokeHistory());
  const size = useRef<CanvasSize>({ width: 0, height: 0 });
  const pen = useRef<Pen | null>(null);
  const [undoState, setUndoState] = useState({ canUndo: false, canRedo: false });
  const syncUndoState = useCallback(
    () => setUndoState({ canUndo: history.canUndo, canRedo: history.canRedo }),
    [history],
  );

  const context = useCallback((): CanvasRenderingContext2D | null => {
    const ctx = canvasRef.current?.getContext('2d') ?? null;
    return ctx && size.current.width > 0 ? ctx : null;
  }, [canvasRef]);

  const redraw = useCallback(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (ctx && size.current.width > 0) renderBoard(ctx, size.current, board.strokes());
  }, [board, canvasRef]);

  const reloadCommitted = useCallback(() => {
    const records: StrokeRecord[] = [];
    for (const value of store.values()) {
      const record = parseStrokeRecord(value);
      if (record) records.push(record);
    }
    board.setCommitted(records);
    redraw();
  }, [board, redraw, store]);

  // Fit the board to the column and window, size the bitmap to it (and the pixel ratio), then
  // repaint from the data.
  useEffect(() => {
    const canvas = canvasRef.current;
    const frame = canvas?.parentElement;
    if (!canvas || !frame) return;
    const resize = () => {
      const style = getComputedStyle(frame);
      const frameWidth =
        frame.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // A hidden tab has no width: keep the old bitmap until it shows again.
      if (!(frameWidth > 0)) return;
      const fitted = fitBoard(frameWidth, window.innerHeight);
      const ratio = window.devicePixelRatio || 1;
      canvas.style.width = `${fitted.width}px`;
      canvas.style.height = `${fitted.height}px`;
      canvas.width = Math.round(fitted.width * ratio);
      canvas.height = Math.round(fitted.height * ratio);
      size.current = fitted;
      canvas.getContext('2d')?.setTransform(ratio, 0, 0, ratio, 0, 0);
      redraw();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(frame);
    window.addEventListener('resize', resize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', resize);
    };
  }, [canvasRef, redraw]);

  useEffect(() => {
    reloadCommitted();
    return store.observe(reloadCommitted);
  }, [store, reloadCommitted]);

  /** What follows a clear, made here or received: nothing left to undo or redo, a blank board. */
  const afterClear = useCallback(() => {
    history.reset();
    syncUndoState();
    redraw();
  }, [history, redraw, syncUndoState]);

  useEffect(() => {
    if (!link) return;
    return link.onMessage((message) => {
      // The receiver draws and never re-broadcasts (docs/product.md#whiteboard).
      const received = receiveBoardMessage(message, board, store);
      if (received === 'cleared') {
        afterClear();
        return;
      }
      const ctx = context();
      if (received === 'drawn' && message.t === 'stroke' && ctx) {
        drawSegment(ctx, size.current, message.color, message.w, [
          message.x0,
          message.y0,
          message.x1,
          message.y1,
        ]);
      }
    });
  }, [afterClear, board, context, link, store]);

  const position = (clientX: number, clientY: number) => {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return {
      x: toFraction(clientX - rect.left, rect.width),
      y: toFraction(clientY - rect.top, rect.height),
    };
  };

  const extend = (x: number, y: number) => {
    const current = pen.current;
    const ctx = context();
    if (!current || !ctx) return;
    const segment: StrokeSegment = {
      t: 'stroke',
      id: current.id,
      x0: current.x,
      y0: current.y,
      x1: x,
      y1: y,
      color,
      w: width,
    };
    board.addSegment(segment);
    drawSegment(ctx, size.current, color, width, [segment.x0, segment.y0, x, y]);
    link?.send(segment);
    current.points.push(x, y);
    current.x = x;
    current.y = y;
  };

  const start = (clientX: number, clientY: number) => {
    if (!context()) return;
    const { x, y } = position(clientX, clientY);
    pen.current = { id: newStrokeId(), x, y, points: [x, y] };
    extend(x, y);
  };

  const move = (clientX: number, clientY: number) => {
    if (!pen.current) return;
    const { x, y } = position(clientX, clientY);
    if (x === pen.current.x && y === pen.current.y) return;
    extend(x, y);
  };

  const end = () => {
    const current = pen.current;
    pen.current = null;
    if (!current) return;
    // The first point was recorded twice (the dot drawn on press); keep it once.
    const points = current.points.length > 4 ? current.points.slice(2) : current.points.slice(0, 2);
    store.put({ id: current.id, author, color, w: width, points, at: Date.now() });
    history.recordNew(current.id);
    syncUndoState();
  };

  const undo = () => {
    const record = history.undo((id) => parseStrokeRecord(store.get(id)) ?? undefined);
    if (record) store.remove(record.id);
    syncUndoState();
  };

  const redo = () => {
    const record = history.redo();
    if (record) store.put(record);
    syncUndoState();
  };

  const clear = () => {
    clearBoard(board, store);
    link?.send({ t: 'clear' });
    afterClear();
  };

  return { start, move, end, undo, redo, clear, ...undoState };
}
