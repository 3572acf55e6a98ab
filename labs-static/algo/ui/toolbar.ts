import { PATHFINDING_DEFAULT_SPEED_INDEX, PATHFINDING_SPEEDS_PER_S } from '../../shared/constants';
import { button, h } from '../../shared/dom';
import { playbackControls, type PlaybackActions } from '../../shared/playback-controls';
import type { Brush } from './grid-input';

export interface ToolbarActions extends PlaybackActions {
  run(): void;
  brush(brush: Brush): void;
  maze(): void;
  randomWalls(): void;
  clearPath(): void;
  clearWalls(): void;
  clearBoard(): void;
  compare(on: boolean): void;
  copyLink(): void;
}

export interface Toolbar {
  element: HTMLElement;
  run: HTMLButtonElement;
  play: HTMLButtonElement;
  step: HTMLButtonElement;
  compare: HTMLButtonElement;
  brushes: HTMLFieldSetElement;
}

function group(label: string, ...children: HTMLElement[]): HTMLElement {
  return h('div', { class: 'toolbar__group', role: 'group', 'aria-label': label }, ...children);
}

/** Weights are offered on every page: compare mode runs Dijkstra on the same grid. */
function brushControl(actions: ToolbarActions): HTMLFieldSetElement {
  const choices: Array<[Brush, string]> = [
    ['wall', 'Wall'],
    ['weight', 'Weight'],
    ['erase', 'Erase'],
  ];
  const options = choices.map(([brush, label]) => {
    const radio = h('input', {
      type: 'radio',
      name: 'brush',
      value: brush,
      checked: brush === 'wall',
    });
    radio.addEventListener('change', () => actions.brush(brush));
    return h('label', { class: 'segment' }, radio, h('span', {}, label));
  });
  return h(
    'fieldset',
    { class: 'toolbar__group segmented' },
    h('legend', { class: 'toolbar__label' }, 'Draw'),
    ...options,
  );
}

export function buildToolbar(actions: ToolbarActions): Toolbar {
  const run = button('Run', () => actions.run(), { class: 'btn btn--primary' });
  const { play, step, speed } = playbackControls(actions, {
    speeds: PATHFINDING_SPEEDS_PER_S,
    initialSpeedIndex: PATHFINDING_DEFAULT_SPEED_INDEX,
    speedUnit: 'cells per second',
    stepTitle: 'Show the next visited cell',
  });
  const compare = button(
    'Compare BFS · DFS · Dijkstra',
    () => {
      const on = compare.getAttribute('aria-pressed') !== 'true';
      compare.setAttribute('aria-pressed', String(on));
      actions.compare(on);
    },
    { 'aria-pressed': 'false' },
  );
  const brushes = brushControl(actions);
  const element = h(
    'div',
    { class: 'toolbar', role: 'region', 'aria-label': 'Controls' },
    group('Run', run, play, step, speed),
    brushes,
    group(
      'Board',
      button('Maze', () => actions.maze()),
      button('Random walls', () => actions.randomWalls()),
      button('Clear path', () => actions.clearPath()),
      button('Clear walls', () => actions.clearWalls()),
      button('Clear board', () => actions.clearBoard(), { class: 'btn btn--danger' }),
    ),
    group(
      'View',
      compare,
      button('Copy link', () => actions.copyLink()),
    ),
  );
  return { element, run, play, step, compare, brushes };
}
