import { describe, expect, it } from 'vitest';
import { NAV_LABELS } from '#tests/shared/product.ts';
import { NAV_ITEMS, isNavItemActive, isUnder, sectionHref } from './nav-items';

const item = (label: string) => {
  const found = NAV_ITEMS.find((entry) => entry.label === label);
  if (!found) throw new Error(`no nav item ${label}`);
  return found;
};

describe('navigation items', () => {
  it('lists the six entries of docs/product.md in order', () => {
    expect(NAV_ITEMS.map((entry) => entry.label)).toEqual(NAV_LABELS);
  });

  it('sends About and Contact to the home sections', () => {
    expect(item('About')).toMatchObject({ kind: 'section', section: 'about' });
    expect(sectionHref('contact')).toBe('/#contact');
  });
});

describe('active entry', () => {
  it('matches a route and the pages below it', () => {
    expect(isNavItemActive(item('Blog'), '/blog')).toBe(true);
    expect(isNavItemActive(item('Blog'), '/blog/some-post')).toBe(true);
  });

  it('does not confuse /projects with /personal-projects', () => {
    expect(isNavItemActive(item('Projects'), '/personal-projects')).toBe(false);
    expect(isNavItemActive(item('Personal Projects'), '/personal-projects')).toBe(true);
  });

  it('keeps Labs active inside the lab tools', () => {
    for (const path of ['/labs', '/editor', '/editor/room1', '/ide', '/collab/x', '/whiteboard']) {
      expect(isNavItemActive(item('Labs'), path)).toBe(true);
    }
    expect(isNavItemActive(item('Labs'), '/')).toBe(false);
  });

  it('never marks section entries', () => {
    expect(isNavItemActive(item('About'), '/')).toBe(false);
  });

  it('needs a path boundary', () => {
    expect(isUnder('/blogger', '/blog')).toBe(false);
    expect(isUnder('/blog/', '/blog')).toBe(true);
  });
});
