import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StepPlayer, stepsDue, type FrameScheduler } from './player';

/** Frames run only when the test says so, at the times it gives. */
function manualFrames() {
  let pending: ((time: number) => void) | null = null;
  const scheduler: FrameScheduler = {
    request: (callback) => {
      pending = callback;
      return 1;
    },
    cancel: () => {
      pending = null;
    },
  };
  const run = (time: number) => {
    const callback = pending;
    pending = null;
    callback?.(time);
  };
  return { scheduler, run, isPending: () => pending !== null };
}

function recordingPlayer(speed: number) {
  const frames = manualFrames();
  const shown: number[] = [];
  const player = new StepPlayer(
    {
      advance: (from, to) => {
        for (let i = from; i < to; i++) shown.push(i);
      },
      changed: () => {},
    },
    speed,
    frames.scheduler,
  );
  return { player, frames, shown };
}

describe('stepsDue', () => {
  it('never loses or invents steps across frames', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 50 }),
        fc.integer({ min: 1, max: 2000 }),
        (frameGaps, speed) => {
          let carry = 0;
          let total = 0;
          for (const gap of frameGaps) {
            const due = stepsDue(gap, speed, carry);
            total += due.steps;
            carry = due.carry;
          }
          const elapsed = frameGaps.reduce((sum, gap) => sum + gap, 0);
          expect(total).toBe(Math.floor((elapsed * speed) / 1000 + 1e-9));
        },
      ),
    );
  });
});

describe('StepPlayer', () => {
  it('plays every step exactly once, in order, then stops', () => {
    const { player, frames, shown } = recordingPlayer(100);
    player.load(25);
    player.play();
    for (let time = 0; frames.isPending(); time += 16) frames.run(time);
    expect(shown).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(player.playing).toBe(false);
    expect(player.finished).toBe(true);
  });

  it('pauses, steps one at a time and jumps to the end', () => {
    const { player, frames, shown } = recordingPlayer(10);
    player.load(5);
    player.play();
    frames.run(0);
    player.pause();
    expect(frames.isPending()).toBe(false);
    expect(shown).toEqual([0]);
    player.step();
    expect(shown).toEqual([0, 1]);
    player.finish();
    expect(shown).toEqual([0, 1, 2, 3, 4]);
    player.step();
    expect(shown).toHaveLength(5);
  });
});
