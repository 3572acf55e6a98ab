const FLOAT_TOLERANCE = 1e-9;

/** How many whole steps are due after `elapsedMs` at a speed, carrying the fraction over. */
export function stepsDue(
  elapsedMs: number,
  stepsPerSecond: number,
  carry: number,
): { steps: number; carry: number } {
  const exact = carry + (Math.max(0, elapsedMs) * stepsPerSecond) / 1000;
  // Summed fractions drift below whole numbers (7.2 + 5.6 + 7.6 + 3.6 = 23.999…): a step that
  // is due to within rounding error counts as due, so none is shown a frame late.
  const steps = Math.floor(exact + FLOAT_TOLERANCE);
  return { steps, carry: Math.max(0, exact - steps) };
}

export interface FrameScheduler {
  request(callback: (time: number) => void): number;
  cancel(handle: number): void;
}

const browserFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export interface PlayerEvents {
  /** Show the steps from `from` (inclusive) to `to` (exclusive), in order. */
  advance(from: number, to: number): void;
  /** Position, total or playing changed: refresh buttons and status. */
  changed(): void;
}

/**
 * Plays a sequence of numbered steps at a speed (steps per second), frame by frame: several
 * steps per frame at high speeds, one every few frames at low ones. Pause, single step and
 * jump-to-end share the same position, so the controls never disagree.
 */
export class StepPlayer {
  position = 0;
  total = 0;
  playing = false;
  private carry = 0;
  private lastTime: number | null = null;
  private frame: number | null = null;

  constructor(
    private readonly events: PlayerEvents,
    public stepsPerSecond: number,
    private readonly frames: FrameScheduler = browserFrames,
  ) {}

  get finished(): boolean {
    return this.position >= this.total;
  }

  load(total: number): void {
    this.stop();
    this.position = 0;
    this.total = total;
    this.events.changed();
  }

  play(): void {
    if (this.playing || this.finished) return;
    this.playing = true;
    this.lastTime = null;
    this.carry = 1; // the first step shows at once, so Play always visibly responds
    this.frame = this.frames.request(this.tick);
    this.events.changed();
  }

  pause(): void {
    this.stop();
    this.events.changed();
  }

  step(): void {
    this.stop();
    this.moveTo(this.position + 1);
  }

  finish(): void {
    this.stop();
    this.moveTo(this.total);
  }

  private stop(): void {
    if (this.frame !== null) this.frames.cancel(this.frame);
    this.frame = null;
    this.playing = false;
  }

  private moveTo(target: number): void {
    const to = Math.min(this.total, target);
    if (to > this.position) {
      const from = this.position;
      this.position = to;
      this.events.advance(from, to);
    }
    if (this.finished) this.stop();
    this.events.changed();
  }

  private readonly tick = (time: number): void => {
    const elapsed = this.lastTime === null ? 0 : time - this.lastTime;
    this.lastTime = time;
    const due = stepsDue(elapsed, this.stepsPerSecond, this.carry);
    this.carry = due.carry;
    if (due.steps > 0) this.moveTo(this.position + due.steps);
    if (this.playing) this.frame = this.frames.request(this.tick);
  };
}
