import { RBTREE_NODE_RADIUS_PX } from '../../shared/constants';
import { layoutTree, type PlacedNode } from '../lib/rbtree-layout';
import type { TreeSnapshot } from '../lib/rbtree-types';

const SVG = 'http://www.w3.org/2000/svg';
/** The tree shrinks to fit its stage down to this scale; below it, the stage scrolls (pans). */
const MIN_SCALE = 0.55;

/**
 * The largest scale (at most 1: nodes never grow past their size) at which the whole tree's
 * width fits the stage's content box, its padding left out: a wide tree is zoomed out to be seen
 * whole rather than cut at the stage's edge. (The stage grows to the tree's height.)
 */
function fitScale(container: HTMLElement, width: number): number {
  const style = getComputedStyle(container);
  const innerWidth =
    container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return Math.max(MIN_SCALE, Math.min(1, innerWidth / Math.max(1, width)));
}

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string>) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const edgePath = (from: PlacedNode, to: PlacedNode) => `M ${from.x} ${from.y} L ${to.x} ${to.y}`;

/**
 * Draws tree snapshots into one SVG, keeping an element per key so that between two
 * snapshots nodes and edges glide to their new places (CSS transitions on transform and d)
 * instead of being redrawn: a rotation is seen as a rotation.
 */
export class TreeView {
  readonly element: SVGSVGElement;
  private readonly edgeLayer = svg('g', { class: 'rb-edges' });
  private readonly nodeLayer = svg('g', { class: 'rb-nodes' });
  private readonly nodes = new Map<number, SVGGElement>();
  private readonly edges = new Map<number, SVGPathElement>();

  constructor(private readonly container: HTMLElement) {
    this.element = svg('svg', { class: 'rb-tree', role: 'img' });
    this.element.append(this.edgeLayer, this.nodeLayer);
    container.append(this.element);
  }

  render(tree: TreeSnapshot | null, highlight: readonly number[]): void {
    const layout = layoutTree(tree);
    const byKey = new Map(layout.nodes.map((node) => [node.key, node]));
    const scale = fitScale(this.container, layout.width);
    this.element.setAttribute(
      'viewBox',
      `0 0 ${Math.max(1, layout.width)} ${Math.max(1, layout.height)}`,
    );
    this.element.setAttribute('width', String(Math.round(layout.width * scale)));
    this.element.setAttribute('height', String(Math.round(layout.height * scale)));
    this.element.setAttribute('aria-label', describe(tree, layout.nodes.length));

    for (const node of layout.nodes) {
      this.placeNode(node, highlight.includes(node.key));
      const parent = node.parentKey === null ? undefined : byKey.get(node.parentKey);
      if (parent) this.placeEdge(node, parent);
      else this.remove(this.edges, node.key);
    }
    for (const key of [...this.nodes.keys()]) if (!byKey.has(key)) this.remove(this.nodes, key);
    for (const key of [...this.edges.keys()]) {
      const node = byKey.get(key);
      if (!node || node.parentKey === null) this.remove(this.edges, key);
    }
  }

  private placeNode(node: PlacedNode, highlighted: boolean): void {
    let group = this.nodes.get(node.key);
    if (!group) {
      group = svg('g', { 'data-key': String(node.key) });
      const label = svg('text', { 'text-anchor': 'middle', dy: '0.35em' });
      label.textContent = String(node.key);
      group.append(svg('circle', { r: String(RBTREE_NODE_RADIUS_PX) }), label);
      group.style.transform = `translate(${node.x}px, ${node.y}px)`;
      this.nodeLayer.append(group);
      this.nodes.set(node.key, group);
    }
    group.setAttribute('class', `rb-node is-${node.color}${highlighted ? ' is-highlighted' : ''}`);
    group.style.transform = `translate(${node.x}px, ${node.y}px)`;
  }

  private placeEdge(child: PlacedNode, parent: PlacedNode): void {
    let path = this.edges.get(child.key);
    if (!path) {
      path = svg('path', { class: 'rb-edge' });
      this.edgeLayer.append(path);
      this.edges.set(child.key, path);
    }
    const d = edgePath(parent, child);
    path.setAttribute('d', d);
    path.style.setProperty('d', `path('${d}')`);
  }

  private remove<T extends Element>(elements: Map<number, T>, key: number): void {
    elements.get(key)?.remove();
    elements.delete(key);
  }
}

function describe(tree: TreeSnapshot | null, count: number): string {
  if (!tree) return 'Red-black tree: empty';
  return `Red-black tree with ${count} ${count === 1 ? 'key' : 'keys'}, root ${tree.key}`;
}
