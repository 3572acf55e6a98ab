import { h } from '../../shared/dom';
import { statusItems } from '../lib/status-text';
import type { RunProgress } from '../lib/timeline';

/** Fills a status line with label/value pairs, code-editor style. */
export function renderStatus(
  element: HTMLElement,
  progress: RunProgress | null,
  elapsedMs?: number,
): void {
  element.replaceChildren(
    ...statusItems(progress, elapsedMs).map((item) =>
      h('span', {}, `${item.label}: `, h('strong', {}, item.value)),
    ),
  );
}
