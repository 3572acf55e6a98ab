type AttributeValue = string | number | boolean | null | undefined;
type Child = Node | string | null | undefined | false;

/**
 * Creates an element with attributes and children. Event handlers are attached by the caller
 * with addEventListener: the pages run under a CSP that forbids inline handlers.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, AttributeValue> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child || child === '') element.append(child);
  }
  return element;
}

/** The element with this id, or a clear error naming the page's missing markup. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from the page`);
  return element as T;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A button with a visible label; extra attributes (aria-pressed, title, ...) are optional. */
export function button(
  label: string,
  onClick: (event: MouseEvent) => void,
  attributes: Record<string, AttributeValue> = {},
): HTMLButtonElement {
  const element = h('button', { type: 'button', class: 'btn', ...attributes }, label);
  element.addEventListener('click', onClick);
  return element;
}
