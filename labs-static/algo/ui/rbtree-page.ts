import {
  RBTREE_DEFAULT_SPEED_INDEX,
  RBTREE_MAX_KEYS,
  RBTREE_SPEEDS_PER_S,
} from '../../shared/constants';
import { h, prefersReducedMotion } from '../../shared/dom';
import { StepPlayer } from '../../shared/player';
import { RedBlackTree } from '../lib/rbtree';
import { KEY_INPUT_ERROR, parseKey, randomAbsentKey, randomPresentKey } from '../lib/rbtree-input';
import { inOrderKeys, type Step, type TreeSnapshot } from '../lib/rbtree-types';
import { buildTreeControls } from './rbtree-controls';
import { TreePanel } from './rbtree-panel';
import { TreeView } from './rbtree-view';
import { enablePanZoom } from './rbtree-zoom';

/** A first tree to look at, built without animation. */
const STARTING_KEYS = [41, 38, 31, 12, 19, 8, 50];

interface Operation {
  title: string;
  before: TreeSnapshot | null;
  steps: Step[];
}

/** Builds the red-black tree page inside `root`. */
export function mountTreePage(root: HTMLElement): void {
  let tree = new RedBlackTree();
  STARTING_KEYS.forEach((key) => tree.insert(key));
  let operation: Operation = { title: 'the starting inserts', before: null, steps: [] };

  const message = h('p', { class: 'rb-message', id: 'rb-message', role: 'status' });
  const canvas = h('div', { class: 'rb-canvas' });
  const view = new TreeView(canvas);
  const stage = h(
    'div',
    { class: 'rb-stage', 'aria-label': 'Tree' },
    enablePanZoom(canvas, view),
    canvas,
  );
  const panel = new TreePanel();
  const status = h('p', { class: 'status-line', 'aria-label': 'Tree statistics' });
  const player = new StepPlayer(
    { advance: () => show(), changed: () => refreshControls() },
    RBTREE_SPEEDS_PER_S[RBTREE_DEFAULT_SPEED_INDEX],
  );

  const controls = buildTreeControls({
    insert: (text) => withKey(text, (key) => runInsert(key)),
    remove: (text) => withKey(text, (key) => run(`delete ${key}`, () => tree.delete(key))),
    search: (text) => withKey(text, (key) => run(`search ${key}`, () => tree.search(key).steps)),
    randomInsert: () => {
      const key = randomAbsentKey(new Set(inOrderKeys(tree.snapshot())));
      if (key === null) say('Every key from 1 to 99 is already in the tree.');
      else runInsert(key);
    },
    randomRemove: () => {
      const key = randomPresentKey(new Set(inOrderKeys(tree.snapshot())));
      if (key === null) say('The tree is empty: insert some keys first.');
      else run(`delete ${key}`, () => tree.delete(key));
    },
    clear: () => {
      player.load(0);
      tree = new RedBlackTree();
      operation = { title: 'clearing', before: null, steps: [] };
      say('Cleared.');
      show();
    },
    togglePlay: () => (player.playing ? player.pause() : player.play()),
    step: () => player.step(),
    finish: () => player.finish(),
    speed: (stepsPerSecond) => (player.stepsPerSecond = stepsPerSecond),
  });

  root.replaceChildren(
    controls.element,
    message,
    h('div', { class: 'rb-layout' }, stage, panel.element),
    status,
  );
  show();
  refreshControls();
  new ResizeObserver(() => view.resized()).observe(canvas);

  function say(text: string) {
    message.textContent = text;
  }

  function withKey(text: string, action: (key: number) => void) {
    const key = parseKey(text);
    if (key === null) {
      say(KEY_INPUT_ERROR);
      controls.keyInput.setAttribute('aria-invalid', 'true');
      controls.keyInput.focus();
      return;
    }
    controls.keyInput.removeAttribute('aria-invalid');
    action(key);
  }

  function runInsert(key: number) {
    if (tree.size >= RBTREE_MAX_KEYS && !tree.has(key)) {
      say(`The tree is full (${RBTREE_MAX_KEYS} keys): delete some first.`);
      return;
    }
    run(`insert ${key}`, () => tree.insert(key));
  }

  /** Applies an operation to the tree at once, then replays its recorded steps. */
  function run(title: string, apply: () => Step[]) {
    const before = tree.snapshot();
    const steps = apply();
    operation = { title, before, steps };
    say(`${capitalise(title)}: ${steps.length} ${steps.length === 1 ? 'step' : 'steps'}.`);
    player.load(steps.length);
    if (prefersReducedMotion()) player.finish();
    else player.play();
    show();
  }

  function show() {
    const position = player.position;
    const step = position > 0 ? operation.steps[position - 1] : undefined;
    const notStarted = operation.steps.length > 0 ? operation.before : tree.snapshot();
    const shownTree = step ? step.tree : notStarted;
    view.render(shownTree, step?.highlight ?? []);
    panel.showSteps(`Steps: ${operation.title}`, operation.steps, position);
    panel.showInvariants(shownTree, player.finished, operation.title);
    if (step && position === operation.steps.length) say(outcome(operation));
    const count = inOrderKeys(shownTree).length;
    status.replaceChildren(
      h('span', {}, 'Keys: ', h('strong', {}, String(count))),
      h('span', {}, 'Step: ', h('strong', {}, `${position} of ${operation.steps.length}`)),
      h('span', {}, step ? step.message : 'Ready'),
    );
  }

  function refreshControls() {
    controls.play.textContent = player.playing ? 'Pause' : 'Play';
    for (const control of [controls.play, controls.step, controls.finish]) {
      control.disabled = player.finished;
    }
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The sentence that closes an operation, e.g. "Insert 5 done: 2 rotations, 3 recolourings." */
function outcome({ title, steps }: Operation): string {
  const last = steps.at(-1);
  if (!last || ['found', 'not-found', 'duplicate'].includes(last.kind)) return last?.message ?? '';
  const rotations = steps.filter((step) => step.kind.startsWith('rotate')).length;
  const recolourings = steps.filter((step) => step.kind === 'recolor').length;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${capitalise(title)} done: ${plural(rotations, 'rotation')}, ${plural(recolourings, 'recolouring')}.`;
}
