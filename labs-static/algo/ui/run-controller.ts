import { StepPlayer } from '../../shared/player';
import type { AlgorithmInfo } from '../lib/algorithms';
import type { Grid } from '../lib/grid';
import {
  buildTimeline,
  progressAt,
  type Mark,
  type RunProgress,
  type Timeline,
} from '../lib/timeline';
import type { GridView } from './grid-view';

/** One algorithm drawn on one grid view: a single page has one lane, compare mode three. */
export interface Lane {
  algorithm: AlgorithmInfo;
  view: GridView;
  timeline?: Timeline;
  /** How long the algorithm itself took to compute, in milliseconds. */
  elapsedMs?: number;
}

export type RunState = 'idle' | 'running' | 'done';

export interface RunEvents {
  /** Called whenever what the lanes show or the player state changes. */
  update(progress: Array<RunProgress | null>, state: RunState): void;
}

/**
 * Computes each lane's search up front (timed), then plays the lanes' timelines in lockstep:
 * step k shows the k-th event of every lane that has one.
 */
export class RunController {
  readonly player: StepPlayer;
  lanes: Lane[] = [];
  state: RunState = 'idle';

  constructor(
    stepsPerSecond: number,
    private readonly events: RunEvents,
  ) {
    this.player = new StepPlayer(
      { advance: (from, to) => this.show(from, to), changed: () => this.report() },
      stepsPerSecond,
    );
  }

  setLanes(lanes: Lane[]): void {
    this.clear();
    this.lanes = lanes;
    this.report();
  }

  /**
   * Runs every lane. 'animate' plays it, 'paused' waits for Play or Step, 'instant' shows the
   * result at once (for edits after a run, and for visitors who ask for reduced motion).
   */
  start(grid: Grid, mode: 'animate' | 'paused' | 'instant'): void {
    this.player.pause();
    let longest = 0;
    for (const lane of this.lanes) {
      const began = performance.now();
      const result = lane.algorithm.run(grid);
      lane.elapsedMs = performance.now() - began;
      lane.timeline = buildTimeline(grid, result);
      lane.view.clearOverlay();
      longest = Math.max(longest, lane.timeline.cells.length);
    }
    this.state = 'running';
    this.player.load(longest);
    if (mode === 'animate') this.player.play();
    else if (mode === 'instant') this.player.finish();
  }

  clear(): void {
    this.player.load(0);
    this.state = 'idle';
    for (const lane of this.lanes) {
      lane.timeline = undefined;
      lane.view.clearOverlay();
    }
    this.report();
  }

  private show(from: number, to: number): void {
    for (const lane of this.lanes) {
      const timeline = lane.timeline;
      if (!timeline) continue;
      const end = Math.min(to, timeline.cells.length);
      for (let i = from; i < end; i++)
        lane.view.mark(timeline.cells[i]!, timeline.marks[i] as Mark);
    }
  }

  private report(): void {
    if (this.state === 'running' && this.player.finished) this.state = 'done';
    const progress = this.lanes.map((lane) =>
      lane.timeline ? progressAt(lane.timeline, this.player.position) : null,
    );
    this.events.update(progress, this.state);
  }
}
