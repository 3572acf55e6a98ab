import { WEIGHTED_CELL_COST } from '../../shared/constants';
import { h } from '../../shared/dom';

export function buildLegend(options: { bidirectional: boolean }): HTMLElement {
  const entries: Array<[string, string]> = [
    ['is-start', 'Start (drag to move)'],
    ['is-end', 'End (drag to move)'],
    ['is-wall', 'Wall'],
    ['is-weight', `Weight: costs ${WEIGHTED_CELL_COST} to enter (only Dijkstra minds)`],
    ['is-visited', options.bidirectional ? 'Visited from the start' : 'Visited'],
    ...(options.bidirectional
      ? [['is-visited-end', 'Visited from the end'] as [string, string]]
      : []),
    ['is-path', 'Path'],
  ];
  return h(
    'ul',
    { class: 'legend', 'aria-label': 'Legend' },
    ...entries.map(([className, label]) =>
      h('li', {}, h('span', { class: `cell swatch ${className}`, 'aria-hidden': 'true' }), label),
    ),
  );
}
