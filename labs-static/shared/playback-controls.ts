import { button, h } from './dom';

/**
 * A labelled Speed slider whose positions are `speeds` (per second), starting at
 * `initialIndex`; screen readers hear the speed with its `unit` ('cells per second').
 */
function speedControl(
  speeds: readonly number[],
  initialIndex: number,
  unit: string,
  onSpeed: (perSecond: number) => void,
): HTMLLabelElement {
  const valueText = (index: number) => `${speeds[index]} ${unit}`;
  const slider = h('input', {
    type: 'range',
    min: 0,
    max: speeds.length - 1,
    step: 1,
    value: initialIndex,
    'aria-valuetext': valueText(initialIndex),
  });
  slider.addEventListener('input', () => {
    const index = Number(slider.value);
    slider.setAttribute('aria-valuetext', valueText(index));
    onSpeed(speeds[index]!);
  });
  return h('label', { class: 'field' }, 'Speed', slider);
}

export interface PlaybackActions {
  togglePlay(): void;
  step(): void;
  speed(stepsPerSecond: number): void;
}

interface PlaybackOptions {
  /** The Speed slider's positions, in steps per second, and where it starts. */
  speeds: readonly number[];
  initialSpeedIndex: number;
  /** What a step is, for screen readers: 'cells per second'. */
  speedUnit: string;
  stepTitle?: string;
}

/**
 * Play (the page relabels it Pause while playing), Step and the Speed slider of a page that
 * plays an algorithm step by step.
 */
export function playbackControls(actions: PlaybackActions, options: PlaybackOptions) {
  return {
    play: button('Play', () => actions.togglePlay()),
    step: button('Step', () => actions.step(), { title: options.stepTitle }),
    speed: speedControl(options.speeds, options.initialSpeedIndex, options.speedUnit, (perSecond) =>
      actions.speed(perSecond),
    ),
  };
}
