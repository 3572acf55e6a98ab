import { RBTREE_NODE_RADIUS_PX } from '../../shared/constants';
import {
  clampToView,
  fitCamera,
  panBy,
  zoomAt,
  type Camera,
  type Size,
  type ZoomLimits,
} from '../lib/camera';
import { layoutTree, type PlacedNode } from '../lib/rbtree-layout';
import type { TreeSnapshot } from '../lib/rbtree-types';

const SVG = 'http://www.w3.org/2000/svg';
/** Room between the fitted tree and the canvas's edges. */
const FIT_PADDING_PX = 12;
/** Fitting never enlarges nodes past their drawn size; the visitor may zoom further. */
const FIT_MAX_SCALE = 1;
const ZOOM_LIMITS: ZoomLimits = { minScale: 0.1, maxScale: 3 };
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
 *
 * A camera shows the drawing: it fits the whole tree into the canvas after every change until
 * the visitor zooms or pans, and keeps their view from then until they ask to fit again.
 */
export class TreeView {
  readonly element: SVGSVGElement;
  private readonly cameraLayer = svg('g', { class: 'rb-camera' });
  private readonly edgeLayer = svg('g', { class: 'rb-edges' });
  private readonly nodeLayer = svg('g', { class: 'rb-nodes' });
  private readonly nodes = new Map<number, SVGGElement>();
  private readonly edges = new Map<number, SVGPathElement>();
  private drawing: Size = { width: 0, height: 0 };
  private camera: Camera = { scale: 1, offsetX: 0, offsetY: 0 };
  private fitting = true;

  /** `canvas` is the box the tree is seen through; its size, not the tree's, sets the view. */
  constructor(private readonly canvas: HTMLElement) {
    this.element = svg('svg', { class: 'rb-tree', role: 'img' });
    this.cameraLayer.append(this.edgeLayer, this.nodeLayer);
    this.element.append(this.cameraLayer);
    canvas.append(this.element);
  }

  render(tree: TreeSnapshot | null, highlight: readonly number[]): void {
    const layout = layoutTree(tree);
    const byKey = new Map(layout.nodes.map((node) => [node.key, node]));
    this.drawing = { width: layout.width, height: layout.height };
    this.element.setAttribute('aria-label', describe(tree, layout.nodes.length));
    this.aim();

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

  /** Back to showing the whole tree, and following it as it changes. */
  fit(): void {
    this.fitting = true;
    this.aim();
  }

  /** Zooms by `factor` about a point of the canvas (its centre when not given). */
  zoom(factor: number, at?: { x: number; y: number }): void {
    const view = this.viewSize();
    const point = at ?? { x: view.width / 2, y: view.height / 2 };
    this.fitting = false;
    this.camera = clampToView(
      zoomAt(this.camera, factor, point.x, point.y, ZOOM_LIMITS),
      view,
      this.drawing,
    );
    this.apply();
  }

  /** Moves the tree by (dx, dy) canvas pixels. */
  pan(dx: number, dy: number): void {
    this.fitting = false;
    this.camera = panBy(this.camera, dx, dy, this.viewSize(), this.drawing);
    this.apply();
  }

  /** Re-aims after the canvas changed size. */
  resized(): void {
    this.aim();
  }

  private aim(): void {
    const view = this.viewSize();
    this.camera = this.fitting
      ? fitCamera(view, this.drawing, FIT_PADDING_PX, FIT_MAX_SCALE)
      : clampToView(this.camera, view, this.drawing);
    this.apply();
  }

  private apply(): void {
    const { scale, offsetX, offsetY } = this.camera;
    this.cameraLayer.setAttribute('transform', `translate(${offsetX} ${offsetY}) scale(${scale})`);
  }

  private viewSize(): Size {
    return { width: this.canvas.clientWidth, height: this.canvas.clientHeight };
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
