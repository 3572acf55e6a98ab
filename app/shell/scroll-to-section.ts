import { prefersReducedMotion } from './use-media-query';

/**
 * Scrolls a home-page section (work, about, contact) into view, smoothly unless the visitor
 * asked for reduced motion. Returns false when the section is not on the page.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * Resolves once an element with `id` is on the page (checked every frame), or with false after
 * `timeoutMs`. A navigation's promise can settle before React has painted the new page.
 */
export function whenElementShown(id: string, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  return new Promise((resolve) => {
    const check = () => {
      if (document.getElementById(id)) resolve(true);
      else if (performance.now() > deadline) resolve(false);
      else requestAnimationFrame(check);
    };
    check();
  });
}
