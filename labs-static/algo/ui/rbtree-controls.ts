import {
  RBTREE_DEFAULT_SPEED_INDEX,
  RBTREE_MAX_KEY,
  RBTREE_MIN_KEY,
  RBTREE_SPEEDS_PER_S,
} from '../../shared/constants';
import { button, h } from '../../shared/dom';
import { playbackControls, type PlaybackActions } from '../../shared/playback-controls';

export interface TreeActions extends PlaybackActions {
  insert(text: string): void;
  remove(text: string): void;
  search(text: string): void;
  randomInsert(): void;
  randomRemove(): void;
  clear(): void;
  finish(): void;
}

export interface TreeControls {
  element: HTMLElement;
  keyInput: HTMLInputElement;
  play: HTMLButtonElement;
  step: HTMLButtonElement;
  finish: HTMLButtonElement;
}

export function buildTreeControls(actions: TreeActions): TreeControls {
  const keyInput = h('input', {
    class: 'input rb-key',
    id: 'rb-key',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    placeholder: `${RBTREE_MIN_KEY}–${RBTREE_MAX_KEY}`,
    'aria-describedby': 'rb-message',
  });
  const form = h(
    'form',
    { class: 'toolbar__group', 'aria-label': 'Key operations' },
    h('label', { class: 'field', for: 'rb-key' }, 'Key'),
    keyInput,
    h('button', { class: 'btn btn--primary', type: 'submit' }, 'Insert'),
    button('Delete', () => actions.remove(keyInput.value)),
    button('Search', () => actions.search(keyInput.value)),
  );
  // Enter in the key field inserts.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    actions.insert(keyInput.value);
  });

  const { play, step, speed } = playbackControls(actions, {
    speeds: RBTREE_SPEEDS_PER_S,
    initialSpeedIndex: RBTREE_DEFAULT_SPEED_INDEX,
    speedUnit: 'steps per second',
  });
  const finish = button('Skip to end', () => actions.finish());

  const element = h(
    'div',
    { class: 'toolbar', role: 'region', 'aria-label': 'Controls' },
    form,
    h(
      'div',
      { class: 'toolbar__group', role: 'group', 'aria-label': 'Random keys' },
      button('Insert random', () => actions.randomInsert()),
      button('Delete random', () => actions.randomRemove()),
      button('Clear', () => actions.clear(), { class: 'btn btn--danger' }),
    ),
    h(
      'div',
      { class: 'toolbar__group', role: 'group', 'aria-label': 'Playback' },
      play,
      step,
      finish,
      speed,
    ),
  );
  return { element, keyInput, play, step, finish };
}
