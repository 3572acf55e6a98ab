import type { CanvasSize } from './canvas-render';

/**
 * The board has one shape on every screen: BOARD_WIDTH_PX × BOARD_HEIGHT_PX at full size (what a
 * desktop window shows), scaled as a whole to fit the column and the window. Strokes are kept as
 * fractions of the board, so with the same shape everywhere a circle drawn on one screen is a
 * circle on every other, and the whole board is in view on each.
 */
export const BOARD_WIDTH_PX = 900;
export const BOARD_HEIGHT_PX = 600;

/** The board is never taller than the window less this (toolbar, tabs, the page's header). */
const WINDOW_HEIGHT_OFFSET_PX = 300;
/** Below this the board is too small to draw on, whatever the window height. */
const MIN_HEIGHT_PX = 200;

/** The board's size in CSS pixels in a column `frameWidth` wide and a window this high. */
export function fitBoard(frameWidth: number, windowHeight: number): CanvasSize {
  const maxHeight = Math.max(
    MIN_HEIGHT_PX,
    Math.min(BOARD_HEIGHT_PX, windowHeight - WINDOW_HEIGHT_OFFSET_PX),
  );
  const scale = Math.min(frameWidth / BOARD_WIDTH_PX, maxHeight / BOARD_HEIGHT_PX);
  return {
    width: Math.floor(BOARD_WIDTH_PX * scale),
    height: Math.floor(BOARD_HEIGHT_PX * scale),
  };
}

/** A brush width (px at full size) as drawn on a board of `size`: it scales with the board. */
export function scaledLineWidth(width: number, size: CanvasSize): number {
  return (width * size.width) / BOARD_WIDTH_PX;
}
