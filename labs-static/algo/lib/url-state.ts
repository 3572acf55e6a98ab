import { GRID_MAX_COLS, GRID_MAX_ROWS } from '../../shared/constants';
import type { Grid } from './grid';

/** The query parameter that carries the whole grid, so a link reproduces it exactly. */
export const GRID_PARAM = 'grid';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** One bit per cell; an all-clear layer becomes the empty string to keep links short. */
function packBits(cells: Uint8Array): string {
  if (!cells.some(Boolean)) return '';
  const bytes = new Uint8Array(Math.ceil(cells.length / 8));
  cells.forEach((on, i) => {
    if (on) bytes[i >> 3]! |= 1 << (i & 7);
  });
  return toBase64Url(bytes);
}

function unpackBits(text: string, size: number): Uint8Array | null {
  const cells = new Uint8Array(size);
  if (text === '') return cells;
  const bytes = fromBase64Url(text);
  if (!bytes || bytes.length !== Math.ceil(size / 8)) return null;
  for (let i = 0; i < size; i++) cells[i] = (bytes[i >> 3]! >> (i & 7)) & 1;
  return cells;
}

/** rows.cols.start.end.walls.weights */
export function encodeGrid(grid: Grid): string {
  return [
    grid.rows,
    grid.cols,
    grid.start,
    grid.end,
    packBits(grid.walls),
    packBits(grid.weights),
  ].join('.');
}

const whole = (text: string | undefined, min: number, max: number): number | null => {
  if (text === undefined || !/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

/** The grid a link describes, or null when the text is not one this page wrote. */
export function decodeGrid(text: string): Grid | null {
  const parts = text.split('.');
  if (parts.length !== 6) return null;
  const rows = whole(parts[0], 1, GRID_MAX_ROWS);
  const cols = whole(parts[1], 1, GRID_MAX_COLS);
  if (rows === null || cols === null || rows * cols < 2) return null;
  const size = rows * cols;
  const start = whole(parts[2], 0, size - 1);
  const end = whole(parts[3], 0, size - 1);
  const walls = unpackBits(parts[4]!, size);
  const weights = unpackBits(parts[5]!, size);
  if (start === null || end === null || start === end || !walls || !weights) return null;
  for (const endpoint of [start, end]) walls[endpoint] = weights[endpoint] = 0;
  // A cell is a wall or weighted, never both.
  walls.forEach((wall, i) => {
    if (wall) weights[i] = 0;
  });
  return { rows, cols, start, end, walls, weights };
}
