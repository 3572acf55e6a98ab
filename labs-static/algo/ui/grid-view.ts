import type { Grid } from '../lib/grid';
import { Mark } from '../lib/timeline';

const MARK_CLASS: Record<Mark, string> = {
  [Mark.none]: '',
  [Mark.visited]: ' is-visited',
  [Mark.visitedFromEnd]: ' is-visited-end',
  [Mark.path]: ' is-path',
};

/**
 * Draws a grid as one element per cell (a CSS grid), repainting only the cells that change,
 * so animating thousands of cells stays cheap. Knows nothing about editing or running.
 */
export class GridView {
  readonly element: HTMLDivElement;
  /** Run results drawn over the grid: Mark per cell. */
  overlay = new Uint8Array(0);
  cursor = -1;
  private cells: HTMLDivElement[] = [];

  constructor(
    private grid: Grid,
    attributes: { className: string; label?: string },
  ) {
    this.element = document.createElement('div');
    this.element.className = attributes.className;
    if (attributes.label) this.element.setAttribute('aria-label', attributes.label);
    this.setGrid(grid);
  }

  setGrid(grid: Grid): void {
    this.grid = grid;
    this.overlay = new Uint8Array(grid.rows * grid.cols);
    this.cursor = Math.min(this.cursor, grid.rows * grid.cols - 1);
    this.element.style.setProperty('--cols', String(grid.cols));
    this.element.style.setProperty('--rows', String(grid.rows));
    this.element.dataset.rows = String(grid.rows);
    this.element.dataset.cols = String(grid.cols);
    const fragment = document.createDocumentFragment();
    this.cells = Array.from({ length: grid.rows * grid.cols }, () => {
      const cell = document.createElement('div');
      fragment.append(cell);
      return cell;
    });
    this.element.replaceChildren(fragment);
    this.paintAll();
  }

  setCellSize(px: number): void {
    this.element.style.setProperty('--cell', `${px}px`);
  }

  paint(index: number): void {
    const cell = this.cells[index];
    if (!cell) return;
    const grid = this.grid;
    let name = 'cell';
    if (index === grid.start) name += ' is-start';
    else if (index === grid.end) name += ' is-end';
    else if (grid.walls[index]) name += ' is-wall';
    else if (grid.weights[index]) name += ' is-weight';
    name += MARK_CLASS[this.overlay[index] as Mark];
    if (index === this.cursor) name += ' is-cursor';
    if (cell.className !== name) cell.className = name;
  }

  paintAll(): void {
    for (let i = 0; i < this.cells.length; i++) this.paint(i);
  }

  mark(index: number, mark: Mark): void {
    this.overlay[index] = mark;
    this.paint(index);
  }

  clearOverlay(): void {
    this.overlay.fill(Mark.none);
    this.paintAll();
  }

  /** The cell under a viewport point, or -1 outside the grid. */
  cellAt(clientX: number, clientY: number): number {
    const box = this.element.getBoundingClientRect();
    const col = Math.floor(((clientX - box.left) / box.width) * this.grid.cols);
    const row = Math.floor(((clientY - box.top) / box.height) * this.grid.rows);
    if (row < 0 || col < 0 || row >= this.grid.rows || col >= this.grid.cols) return -1;
    return row * this.grid.cols + col;
  }
}
