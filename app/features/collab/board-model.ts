import { z } from '#common/zod.ts';
import { BRUSH_WIDTH_MAX_PX, BRUSH_WIDTH_MIN_PX } from '#common/realtime/limits.ts';
import { STROKE_ID_MAX_LENGTH, type StrokeSegment } from './peer-message';

export const BRUSH_COLOR_DEFAULT = '#334155';

/**
 * The drawing as data: finished strokes (from the room's shared document) and live segments of
 * strokes still being drawn (from peers). A finished stroke replaces the live segments with the
 * same id, so a stroke seen both ways is drawn once.
 */
const MAX_STROKE_POINTS = 20_000;

const strokeRecordSchema = z.object({
  id: z.string().min(1).max(STROKE_ID_MAX_LENGTH),
  author: z.string().max(STROKE_ID_MAX_LENGTH),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  w: z.number().finite().min(BRUSH_WIDTH_MIN_PX).max(BRUSH_WIDTH_MAX_PX),
  /** Flat list x0, y0, x1, y1, … as fractions 0–1 of the canvas. */
  points: z.array(z.number().finite().min(0).max(1)).max(MAX_STROKE_POINTS * 2),
  /** Creation time: orders strokes the same way on every client. */
  at: z.number().finite(),
});

export type StrokeRecord = z.infer<typeof strokeRecordSchema>;

export interface LiveStroke {
  color: string;
  w: number;
  segments: [number, number, number, number][];
}

export function parseStrokeRecord(value: unknown): StrokeRecord | null {
  const parsed = strokeRecordSchema.safeParse(value);
  return parsed.success && parsed.data.points.length % 2 === 0 ? parsed.data : null;
}

export class BoardModel {
  private committed = new Map<string, StrokeRecord>();
  private live = new Map<string, LiveStroke>();

  /** Replaces the finished strokes with the shared document's current set. */
  setCommitted(records: Iterable<StrokeRecord>): void {
    this.committed = new Map();
    for (const record of records) {
      this.committed.set(record.id, record);
      this.live.delete(record.id);
    }
  }

  hasCommitted(id: string): boolean {
    return this.committed.has(id);
  }

  committedRecord(id: string): StrokeRecord | undefined {
    return this.committed.get(id);
  }

  /** Adds a live segment; false when its stroke is already finished (nothing new to draw). */
  addSegment(segment: StrokeSegment): boolean {
    if (this.committed.has(segment.id)) return false;
    let stroke = this.live.get(segment.id);
    if (!stroke) {
      stroke = { color: segment.color, w: segment.w, segments: [] };
      this.live.set(segment.id, stroke);
    }
    stroke.segments.push([segment.x0, segment.y0, segment.x1, segment.y1]);
    return true;
  }

  clear(): void {
    this.committed.clear();
    this.live.clear();
  }

  /** Finished strokes in a stable order (time, then id), then the live ones. */
  strokes(): { committed: StrokeRecord[]; live: LiveStroke[] } {
    const committed = [...this.committed.values()].sort(
      (a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    return { committed, live: [...this.live.values()] };
  }
}

/**
 * Undo and redo of one's own strokes only. Undo removes the newest of my strokes still on the
 * board; redo puts back the last one undone. A new stroke of mine forgets what can be redone.
 */
export class OwnStrokeHistory {
  private done: string[] = [];
  private undone: StrokeRecord[] = [];

  recordNew(id: string): void {
    this.done.push(id);
    this.undone = [];
  }

  /** The stroke to remove, or null when none of mine is left on the board. */
  undo(isOnBoard: (id: string) => StrokeRecord | undefined): StrokeRecord | null {
    while (this.done.length > 0) {
      const id = this.done.pop() as string;
      const record = isOnBoard(id);
      if (record) {
        this.undone.push(record);
        return record;
      }
    }
    return null;
  }

  /** The stroke to put back, or null. */
  redo(): StrokeRecord | null {
    const record = this.undone.pop();
    if (!record) return null;
    this.done.push(record.id);
    return record;
  }

  /** After the board was cleared nothing of the past can come back. */
  reset(): void {
    this.done = [];
    this.undone = [];
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }
}
