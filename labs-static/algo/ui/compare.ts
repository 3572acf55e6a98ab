import { COMPARE_MIN_CELL_PX } from '../../shared/constants';
import { h } from '../../shared/dom';
import { ALGORITHMS, COMPARED_ALGORITHMS } from '../lib/algorithms';
import type { Grid } from '../lib/grid';
import { fittingCellSize } from './grid-state';
import { GridView } from './grid-view';
import type { Lane } from './run-controller';
import { renderStatus } from './status';

export interface ComparePanel {
  lane: Lane;
  status: HTMLElement;
  view: GridView;
}

/** Three read-only copies of the grid, one per compared algorithm, side by side. */
export function buildComparePanels(container: HTMLElement, grid: Grid): ComparePanel[] {
  const panels = COMPARED_ALGORITHMS.map((id) => {
    const algorithm = ALGORITHMS[id];
    const view = new GridView(grid, { className: 'grid grid--mini' });
    view.element.setAttribute('role', 'img');
    view.element.setAttribute('aria-label', `${algorithm.name} on the same grid`);
    const status = h('p', { class: 'status-line' });
    renderStatus(status, null);
    container.append(
      h(
        'section',
        { class: 'compare__panel', 'aria-label': algorithm.name },
        h('h2', {}, algorithm.name),
        h('p', { class: 'compare__note' }, algorithm.guarantee),
        h('div', { class: 'compare__grid' }, view.element),
        status,
      ),
    );
    return { lane: { algorithm, view }, status, view };
  });
  fitComparePanels(panels, grid);
  return panels;
}

export function fitComparePanels(panels: ComparePanel[], grid: Grid): void {
  for (const panel of panels) {
    const box = panel.view.element.parentElement;
    if (box) panel.view.setCellSize(fittingCellSize(box, grid.cols, COMPARE_MIN_CELL_PX, 0));
  }
}
