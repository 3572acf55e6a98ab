import { h } from '../../shared/dom';
import { checkInvariants, INVARIANT_LABELS, type InvariantReport } from '../lib/rbtree-invariants';
import type { Step, TreeSnapshot } from '../lib/rbtree-types';

/** The side panel: the invariants checklist and the current operation's step log. */
export class TreePanel {
  readonly element: HTMLElement;
  private readonly caption = h('p', { class: 'rb-caption' });
  private readonly checks = h('ul', { class: 'rb-checks' });
  private readonly log = h('ol', { class: 'rb-log' });
  private readonly logTitle = h('h2', {}, 'Steps');

  constructor() {
    this.element = h(
      'aside',
      { class: 'rb-panel', 'aria-label': 'Invariants and steps' },
      h('section', {}, h('h2', {}, 'Invariants'), this.caption, this.checks),
      h('section', {}, this.logTitle, this.log),
    );
  }

  /** Lists the steps shown so far; the latest is marked current. */
  showSteps(title: string, steps: readonly Step[], shown: number): void {
    this.logTitle.textContent = title;
    const items = steps
      .slice(0, shown)
      .map((step, i) =>
        h(
          'li',
          { class: `rb-log__${step.kind}`, 'aria-current': i === shown - 1 ? 'step' : false },
          step.message,
        ),
      );
    this.log.replaceChildren(...items);
    items.at(-1)?.scrollIntoView({ block: 'nearest' });
  }

  /** Checks the rules on the tree as drawn; mid-operation a rule may be broken for a moment. */
  showInvariants(tree: TreeSnapshot | null, finished: boolean, operation: string): void {
    const report = checkInvariants(tree);
    const holds = (name: keyof InvariantReport) =>
      name === 'blackHeight' ? report.blackHeight !== null : report[name];
    const names = Object.keys(INVARIANT_LABELS) as Array<keyof InvariantReport>;
    this.caption.textContent = finished
      ? `After ${operation}: ${names.every(holds) ? 'all four hold.' : 'a rule is broken!'}`
      : `During ${operation}: a fix-up may break a rule for a moment.`;
    this.checks.replaceChildren(
      ...names.map((name) => {
        const ok = holds(name);
        const detail = name === 'blackHeight' && ok ? ` (black height ${report.blackHeight})` : '';
        return h(
          'li',
          { class: ok ? 'is-ok' : 'is-broken' },
          h('span', { class: 'rb-check-mark', 'aria-hidden': 'true' }, ok ? '✓' : '✗'),
          h(
            'span',
            {},
            h('span', { class: 'visually-hidden' }, ok ? 'Holds: ' : 'Broken: '),
            INVARIANT_LABELS[name] + detail,
          ),
        );
      }),
    );
  }
}
