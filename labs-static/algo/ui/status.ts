import { h } from '../../shared/dom';
import { statusItems, type StatusItem } from '../lib/status-text';
import type { RunProgress } from '../lib/timeline';

/** Fills a status line with label/value pairs, code-editor style. */
export function renderStatus(
  element: HTMLElement,
  progress: RunProgress | null,
  elapsedMs?: number,
): void {
  renderStatusItems(element, statusItems(progress, elapsedMs));
}

export function renderStatusItems(element: HTMLElement, items: StatusItem[]): void {
  element.replaceChildren(
    ...items.map((item) => h('span', {}, `${item.label}: `, h('strong', {}, item.value))),
  );
}
