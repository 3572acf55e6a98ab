import { describe, expect, it } from 'vitest';
import { PALETTE_COMMAND_TITLES } from '#tests/shared/product.ts';
import { PALETTE_COMMANDS } from './commands';
import { filterCommands, paletteKeyIntent } from './palette-search';
import {
  CLOSED_PALETTE,
  isPaletteHotkey,
  paletteReducer,
  type PaletteEvent,
  type PaletteState,
} from './palette-state';

const titles = (query: string) => filterCommands(PALETTE_COMMANDS, query).map((c) => c.title);
const run = (state: PaletteState, ...events: PaletteEvent[]) =>
  events.reduce(paletteReducer, state);
const move = (delta: 1 | -1, resultCount = 7): PaletteEvent => ({
  type: 'move',
  delta,
  resultCount,
});

describe('palette commands', () => {
  it('are the seven commands of docs/product.md, in order', () => {
    expect(titles('')).toEqual(PALETTE_COMMAND_TITLES);
  });

  it('send the section commands home and the others to their routes', () => {
    const actions = Object.fromEntries(PALETTE_COMMANDS.map((c) => [c.id, c.action]));
    expect(actions.work).toEqual({ kind: 'section', section: 'work' });
    expect(actions.about).toEqual({ kind: 'section', section: 'about' });
    expect(actions.contact).toEqual({ kind: 'section', section: 'contact' });
    expect(actions.blog).toEqual({ kind: 'route', to: '/blog' });
    expect(actions.projects).toEqual({ kind: 'route', to: '/projects' });
    expect(actions['personal-projects']).toEqual({ kind: 'route', to: '/personal-projects' });
    expect(actions.home).toEqual({ kind: 'route', to: '/' });
  });
});

describe('filterCommands', () => {
  it('matches a case-insensitive substring of the title', () => {
    expect(titles('BLOG')).toEqual(['View Blog Posts']);
    expect(titles('me')).toContain('About Me');
  });

  it('matches keywords too', () => {
    expect(titles('hire')).toEqual(['Contact Me']);
    expect(titles('ARTICLES')).toEqual(['View Blog Posts']);
  });

  it('returns nothing for text that matches no command', () => {
    expect(titles('zzzz-nothing')).toEqual([]);
  });

  it('treats blank text as no filter', () => {
    expect(titles('   ')).toHaveLength(PALETTE_COMMANDS.length);
  });
});

describe('paletteReducer', () => {
  it('toggles open and closed', () => {
    const opened = run(CLOSED_PALETTE, { type: 'toggle' });
    expect(opened.open).toBe(true);
    expect(run(opened, { type: 'toggle' }).open).toBe(false);
  });

  it('moves the selection without wrapping', () => {
    const open = run(CLOSED_PALETTE, { type: 'open' });
    expect(run(open, move(-1)).selectedIndex).toBe(0);
    expect(run(open, move(1), move(1)).selectedIndex).toBe(2);
    expect(run(open, move(1, 3), move(1, 3), move(1, 3), move(1, 3)).selectedIndex).toBe(2);
    expect(run(open, move(1, 0)).selectedIndex).toBe(0);
  });

  it('resets the selection to the first item when the text changes', () => {
    const state = run(CLOSED_PALETTE, { type: 'open' }, move(1), move(1));
    expect(state.selectedIndex).toBe(2);
    const typed = run(state, { type: 'query', query: 'pro' });
    expect(typed).toMatchObject({ query: 'pro', selectedIndex: 0 });
  });

  it('keeps the selection when the text does not change', () => {
    const state = run(CLOSED_PALETTE, { type: 'open' }, { type: 'query', query: 'p' }, move(1));
    expect(run(state, { type: 'query', query: 'p' }).selectedIndex).toBe(1);
  });

  it('clears the text and selection on close, and reopens clean', () => {
    const state = run(CLOSED_PALETTE, { type: 'open' }, { type: 'query', query: 'blog' }, move(1), {
      type: 'close',
    });
    expect(state).toEqual(CLOSED_PALETTE);
    expect(run(state, { type: 'toggle' })).toEqual({ open: true, query: '', selectedIndex: 0 });
  });

  it('ignores open while already open', () => {
    const state = run(CLOSED_PALETTE, { type: 'open' }, { type: 'query', query: 'a' });
    expect(run(state, { type: 'open' })).toBe(state);
  });
});

describe('keys', () => {
  it('maps the palette keys and leaves the rest to the browser', () => {
    expect(paletteKeyIntent('ArrowDown')).toBe('next');
    expect(paletteKeyIntent('ArrowUp')).toBe('previous');
    expect(paletteKeyIntent('Enter')).toBe('run');
    expect(paletteKeyIntent('Escape')).toBe('close');
    expect(paletteKeyIntent('a')).toBeNull();
    expect(paletteKeyIntent('Tab')).toBeNull();
  });

  it('recognises Cmd+K and Ctrl+K only', () => {
    const key = (k: string, mods: Partial<Record<'metaKey' | 'ctrlKey' | 'altKey', boolean>>) =>
      isPaletteHotkey({ key: k, metaKey: false, ctrlKey: false, altKey: false, ...mods });
    expect(key('k', { metaKey: true })).toBe(true);
    expect(key('k', { ctrlKey: true })).toBe(true);
    expect(key('K', { ctrlKey: true })).toBe(true);
    expect(key('k', {})).toBe(false);
    expect(key('j', { ctrlKey: true })).toBe(false);
    expect(key('k', { ctrlKey: true, altKey: true })).toBe(false);
  });
});
