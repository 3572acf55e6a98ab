import { PRESENCE_COLORS } from '#common/realtime/limits.ts';

/**
 * Cursor positions travel as fractions of the document's scroll size, so a cursor lands on the
 * same content in windows of different sizes.
 */
export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

const clampFraction = (value: number) =>
  Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;

/** A point in document coordinates (pageX/pageY) → fractions 0–1 of the document size. */
export function toDocumentFraction(page: Point, document: Size): Point {
  return {
    x: document.width > 0 ? clampFraction(page.x / document.width) : 0,
    y: document.height > 0 ? clampFraction(page.y / document.height) : 0,
  };
}

/** Fractions → where to draw in the viewport, given this window's document size and scroll. */
export function toViewportPosition(fraction: Point, document: Size, scroll: Point): Point {
  return {
    x: fraction.x * document.width - scroll.x,
    y: fraction.y * document.height - scroll.y,
  };
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return value;
}

/** A colour for a cursor sent without a preset: one of the six, stable for its id. */
export function presenceColorFor(key: string): string {
  return PRESENCE_COLORS[hash(key) % PRESENCE_COLORS.length] ?? PRESENCE_COLORS[0];
}

/** The colour to draw a received cursor with: a preset as sent, else one derived from its id. */
export function cursorColor(sent: string, id: string): string {
  const preset = PRESENCE_COLORS.find((color) => color === sent.toLowerCase());
  return preset ?? presenceColorFor(id);
}
