import { cellsOnLine } from '../lib/geometry';
import { colOf, indexOf, moveEndpoint, rowOf, setWall, setWeight, type Grid } from '../lib/grid';
import type { GridView } from './grid-view';

export type Brush = 'wall' | 'weight' | 'erase';

export interface GridInputEvents {
  /** Cells changed (during a stroke too): repaint and refresh any shown result. */
  changed(): void;
  /** A stroke, drag or key press finished: a good moment to update the URL. */
  committed(): void;
  /** A short sentence for screen readers about the cell under the keyboard cursor. */
  announce(text: string): void;
}

type Gesture =
  { kind: 'paint'; value: boolean; last: number } | { kind: 'drag'; endpoint: 'start' | 'end' };

/**
 * Editing by pointer (mouse, pen and touch through Pointer Events) and by keyboard: paint or
 * erase walls and weights, and drag the start and the end.
 */
export class GridInput {
  brush: Brush = 'wall';
  private gesture: Gesture | null = null;

  constructor(
    private readonly view: GridView,
    private readonly grid: () => Grid,
    private readonly events: GridInputEvents,
  ) {
    const element = view.element;
    element.addEventListener('pointerdown', this.onPointerDown);
    element.addEventListener('pointermove', this.onPointerMove);
    element.addEventListener('pointerup', this.onPointerEnd);
    element.addEventListener('pointercancel', this.onPointerEnd);
    element.addEventListener('keydown', this.onKeyDown);
    element.addEventListener('focus', () => {
      if (this.view.cursor < 0) this.moveCursor(this.grid().start);
    });
    element.addEventListener('blur', () => this.moveCursor(-1, false));
  }

  /** Applies the brush to one cell; `value` false erases. */
  private apply(index: number, value: boolean): void {
    const grid = this.grid();
    if (this.brush === 'weight') setWeight(grid, index, value);
    else setWall(grid, index, value && this.brush === 'wall');
    this.view.paint(index);
  }

  private brushValueAt(index: number): boolean {
    const grid = this.grid();
    if (this.brush === 'erase') return false;
    const layer = this.brush === 'weight' ? grid.weights : grid.walls;
    return !layer[index];
  }

  private readonly onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    const index = this.view.cellAt(event.clientX, event.clientY);
    if (index < 0) return;
    event.preventDefault();
    this.view.element.setPointerCapture(event.pointerId);
    const grid = this.grid();
    if (index === grid.start || index === grid.end) {
      this.gesture = { kind: 'drag', endpoint: index === grid.start ? 'start' : 'end' };
      return;
    }
    const value = this.brushValueAt(index);
    this.gesture = { kind: 'paint', value, last: index };
    this.apply(index, value);
    this.events.changed();
  };

  private readonly onPointerMove = (event: PointerEvent) => {
    const gesture = this.gesture;
    if (!gesture) return;
    const index = this.view.cellAt(event.clientX, event.clientY);
    if (index < 0) return;
    const grid = this.grid();
    if (gesture.kind === 'drag') {
      const previous = grid[gesture.endpoint];
      if (index !== previous && moveEndpoint(grid, gesture.endpoint, index)) {
        this.view.paint(previous);
        this.view.paint(index);
        this.events.changed();
      }
      return;
    }
    if (index === gesture.last) return;
    const from = { row: rowOf(grid, gesture.last), col: colOf(grid, gesture.last) };
    const to = { row: rowOf(grid, index), col: colOf(grid, index) };
    for (const cell of cellsOnLine(from, to))
      this.apply(indexOf(grid, cell.row, cell.col), gesture.value);
    gesture.last = index;
    this.events.changed();
  };

  private readonly onPointerEnd = () => {
    if (!this.gesture) return;
    this.gesture = null;
    this.events.committed();
  };

  private moveCursor(index: number, announce = true): void {
    const previous = this.view.cursor;
    this.view.cursor = index;
    if (previous >= 0) this.view.paint(previous);
    if (index >= 0) this.view.paint(index);
    if (announce && index >= 0) this.events.announce(this.describe(index));
  }

  describe(index: number): string {
    const grid = this.grid();
    const where = `Row ${rowOf(grid, index) + 1}, column ${colOf(grid, index) + 1}`;
    const what =
      index === grid.start
        ? 'start'
        : index === grid.end
          ? 'end'
          : grid.walls[index]
            ? 'wall'
            : grid.weights[index]
              ? 'weighted'
              : 'empty';
    return `${where}: ${what}`;
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    const grid = this.grid();
    const cursor = this.view.cursor < 0 ? grid.start : this.view.cursor;
    const row = rowOf(grid, cursor);
    const col = colOf(grid, cursor);
    const moves: Record<string, [number, number]> = {
      ArrowUp: [Math.max(0, row - 1), col],
      ArrowDown: [Math.min(grid.rows - 1, row + 1), col],
      ArrowLeft: [row, Math.max(0, col - 1)],
      ArrowRight: [row, Math.min(grid.cols - 1, col + 1)],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      this.moveCursor(indexOf(grid, move[0], move[1]));
      return;
    }
    const key = event.key.toLowerCase();
    if (key === ' ' || key === 'enter') {
      event.preventDefault();
      this.apply(cursor, this.brushValueAt(cursor));
    } else if (key === 's' || key === 'e') {
      const endpoint = key === 's' ? 'start' : 'end';
      const previous = grid[endpoint];
      if (!moveEndpoint(grid, endpoint, cursor)) return;
      this.view.paint(previous);
      this.view.paint(cursor);
    } else return;
    this.events.changed();
    this.events.committed();
    this.events.announce(this.describe(cursor));
  };
}
