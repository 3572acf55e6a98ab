import { h } from './dom';

/**
 * A labelled Speed slider whose positions are `speeds` (per second), starting at
 * `initialIndex`; screen readers hear the speed with its `unit` ('cells per second').
 */
export function speedControl(
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
