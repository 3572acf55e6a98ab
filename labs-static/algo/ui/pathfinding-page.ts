import {
  GRID_VIEW_MIN_CELL_PX,
  PATHFINDING_DEFAULT_SPEED_INDEX,
  PATHFINDING_SPEEDS_PER_S,
} from '../../shared/constants';
import { h, prefersReducedMotion } from '../../shared/dom';
import { ALGORITHMS, type AlgorithmId } from '../lib/algorithms';
import { createGrid, type Grid } from '../lib/grid';
import { generateMaze, randomWalls } from '../lib/maze';
import { compareItems, NO_PATH_TEXT } from '../lib/status-text';
import type { RunProgress } from '../lib/timeline';
import { buildComparePanels, fitComparePanels, type ComparePanel } from './compare';
import { GridInput } from './grid-input';
import {
  fittingCellSize,
  GRID_GAP_PX,
  gridFromUrl,
  screenSizedGrid,
  writeGridToUrl,
} from './grid-state';
import { GridView } from './grid-view';
import { buildLegend } from './legend';
import { RunController, type RunState } from './run-controller';
import { renderStatus, renderStatusItems } from './status';
import { buildToolbar } from './toolbar';

const GRID_HELP =
  'Click or drag to draw with the chosen brush; drag the start or the end to move them. ' +
  'Keyboard: arrow keys move the cursor, Space draws, S places the start, E places the end.';

/** Builds a whole pathfinding page (BFS, BFS-2, DFS or Dijkstra) inside `root`. */
export function mountPathfindingPage(root: HTMLElement, algorithmId: AlgorithmId): void {
  const algorithm = ALGORITHMS[algorithmId];
  const stage = h('div', { class: 'stage', id: 'grid-stage' });
  const compareArea = h('div', { class: 'compare', hidden: true });
  const notices = h('div', { class: 'notices' });
  const noPath = h(
    'p',
    { class: 'notice notice--danger no-path', role: 'alert', hidden: true },
    h('strong', {}, NO_PATH_TEXT),
    ': the end cannot be reached from the start. Clear some walls and run again.',
  );
  const status = h('p', { class: 'status-line', 'aria-label': 'Run statistics' });
  const announcer = h('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  const help = h('p', { class: 'grid-help', id: 'grid-help' }, GRID_HELP);

  let comparePanels: ComparePanel[] = [];
  const runner = new RunController(PATHFINDING_SPEEDS_PER_S[PATHFINDING_DEFAULT_SPEED_INDEX], {
    update: (progress, state) => showProgress(progress, state),
  });
  const toolbar = buildToolbar({
    run: () => runner.start(grid, prefersReducedMotion() ? 'instant' : 'animate'),
    togglePlay: () => {
      if (runner.state === 'idle') runner.start(grid, 'animate');
      else if (runner.player.playing) runner.player.pause();
      else runner.player.play();
    },
    step: () => {
      if (runner.state === 'idle') runner.start(grid, 'paused');
      runner.player.step();
    },
    speed: (stepsPerSecond) => (runner.player.stepsPerSecond = stepsPerSecond),
    brush: (brush) => (input.brush = brush),
    maze: () => replaceWalls((target) => generateMaze(target)),
    randomWalls: () => replaceWalls((target) => randomWalls(target)),
    clearPath: () => runner.clear(),
    clearWalls: () =>
      replaceWalls((target) => {
        target.walls.fill(0);
        target.weights.fill(0);
      }),
    clearBoard: () => setGrid(createGrid(grid.rows, grid.cols)),
    compare: (on) => setCompare(on),
    copyLink: () => void copyLink(),
  });

  root.replaceChildren(
    toolbar.element,
    notices,
    noPath,
    stage,
    compareArea,
    buildLegend({ bidirectional: algorithmId === 'bfs-2' }),
    help,
    status,
    announcer,
  );

  const fromUrl = gridFromUrl();
  let grid: Grid = fromUrl.grid ?? screenSizedGrid(stage);
  if (fromUrl.broken) {
    notices.append(
      h(
        'p',
        { class: 'notice', role: 'status' },
        "This link's grid could not be read, so here is a new one.",
      ),
    );
  }
  const view = new GridView(grid, { className: 'grid', label: `${algorithm.name} grid editor` });
  Object.entries({ tabindex: '0', role: 'application', 'aria-describedby': 'grid-help' }).forEach(
    ([name, value]) => view.element.setAttribute(name, value),
  );
  stage.append(view.element);
  const input = new GridInput(view, () => grid, {
    changed: () => {
      if (runner.state === 'done') runner.start(grid, 'instant');
      else if (runner.state === 'running') runner.clear();
    },
    committed: () => writeGridToUrl(grid),
    announce: (text) => (announcer.textContent = text),
  });
  runner.setLanes([{ algorithm, view }]);
  writeGridToUrl(grid);
  fitCells();
  new ResizeObserver(fitCells).observe(stage);

  function fitCells() {
    view.setCellSize(fittingCellSize(stage, grid.cols, GRID_VIEW_MIN_CELL_PX, GRID_GAP_PX));
    fitComparePanels(comparePanels, grid);
  }

  function setGrid(next: Grid) {
    grid = next;
    view.setGrid(grid);
    runner.clear();
    writeGridToUrl(grid);
    if (comparePanels.length > 0) setCompare(true);
  }

  function replaceWalls(change: (target: Grid) => void) {
    change(grid);
    setGrid(grid);
  }

  function setCompare(on: boolean) {
    compareArea.replaceChildren();
    comparePanels = on ? buildComparePanels(compareArea, grid) : [];
    compareArea.hidden = !on;
    stage.hidden = on;
    help.hidden = on;
    toolbar.brushes.disabled = on;
    runner.setLanes(on ? comparePanels.map((panel) => panel.lane) : [{ algorithm, view }]);
    if (on) runner.start(grid, prefersReducedMotion() ? 'instant' : 'animate');
  }

  function showProgress(progress: Array<RunProgress | null>, state: RunState) {
    const player = runner.player;
    toolbar.play.textContent = player.playing ? 'Pause' : 'Play';
    toolbar.play.disabled = state === 'done';
    toolbar.step.disabled = state === 'done';
    if (comparePanels.length > 0) {
      comparePanels.forEach((panel, i) =>
        renderStatus(panel.status, progress[i] ?? null, panel.lane.elapsedMs),
      );
      // The page's own line sums the lanes up, so it never keeps the single run's last words.
      const lanes = compareItems(
        comparePanels.map((panel, i) => ({
          name: panel.lane.algorithm.name,
          progress: progress[i] ?? null,
        })),
      );
      renderStatusItems(status, lanes);
      noPath.hidden = true;
      if (state === 'done') {
        announcer.textContent = `Compared: ${lanes.map((lane) => `${lane.label} ${lane.value}`).join('; ')}.`;
      }
      return;
    }
    const mine = progress[0] ?? null;
    renderStatus(status, mine, mine?.outcome ? runner.lanes[0]?.elapsedMs : undefined);
    noPath.hidden = mine?.outcome?.found !== false;
    if (state === 'done' && mine?.outcome) {
      announcer.textContent = mine.outcome.found
        ? `Path found: ${mine.outcome.length} steps, cost ${mine.outcome.cost}.`
        : `${NO_PATH_TEXT}.`;
    }
  }

  async function copyLink() {
    writeGridToUrl(grid);
    try {
      await navigator.clipboard.writeText(window.location.href);
      announcer.textContent = 'Link copied: it opens this exact grid.';
    } catch {
      announcer.textContent = "Copying failed: copy the address bar's link instead.";
    }
    notices.replaceChildren(h('p', { class: 'notice', role: 'status' }, announcer.textContent));
  }
}
