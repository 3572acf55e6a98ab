import { z } from '#common/zod.ts';
import { BRUSH_WIDTH_MAX_PX, BRUSH_WIDTH_MIN_PX } from '#common/realtime/limits.ts';
import type { WhiteboardMessage } from '#common/realtime/contract.ts';
import { whiteboardMessageSchema } from '#common/realtime/payloads.ts';

/**
 * Messages on the 'whiteboard' data channel (docs/product.md#entities, docs/product.md#realtime-protocol plus the stroke's id): the same
 * strokes and clears the server relays (common/realtime). Coordinates are fractions 0–1 of the
 * canvas width and height so windows of different sizes agree; `w` is in CSS pixels.
 * 'hello'/'ack' confirm a freshly opened channel before it is trusted (the first send after
 * open can be lost).
 */
export const STROKE_ID_MAX_LENGTH = 64;

const peerMessageSchema = z.discriminatedUnion('t', [
  ...whiteboardMessageSchema.options,
  z.object({ t: z.literal('hello') }),
  z.object({ t: z.literal('ack') }),
]);

/** What a receiver draws: a segment or a clear (hello/ack stay inside the link). */
export type BoardMessage = WhiteboardMessage;
export type StrokeSegment = Extract<BoardMessage, { t: 'stroke' }>;
export type PeerMessage = z.infer<typeof peerMessageSchema>;

export function encodePeerMessage(message: PeerMessage): string {
  return JSON.stringify(message);
}

/** Parses and validates one channel message; anything malformed is dropped (null). */
export function decodePeerMessage(raw: unknown): PeerMessage | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = peerMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A pixel position as a fraction of the canvas size, clamped to the canvas. */
export function toFraction(px: number, size: number): number {
  if (!(size > 0) || !Number.isFinite(px)) return 0;
  return Math.min(1, Math.max(0, px / size));
}

/** Clamps a requested brush width to 1..20 px (docs/product.md#visitor-input-rules). */
export function clampBrushWidth(width: number): number {
  if (!Number.isFinite(width)) return BRUSH_WIDTH_MIN_PX;
  return Math.min(BRUSH_WIDTH_MAX_PX, Math.max(BRUSH_WIDTH_MIN_PX, Math.round(width)));
}
