import { describe, expect, it } from 'vitest';
import {
  CUSTOM_THEME_ID,
  DEFAULT_THEME,
  THEME_PRESETS,
  parseThemeSelection,
  selectCustom,
  selectPreset,
  themeColors,
} from './themes';

describe('theme presets', () => {
  it('are the six presets of docs/product.md#entities, default first', () => {
    expect(THEME_PRESETS.map((p) => [p.id, p.name, p.color])).toEqual([
      ['default', 'Blue Ocean', '#008cff'],
      ['purple', 'Purple Haze', '#8b5cf6'],
      ['green', 'Forest Green', '#10b981'],
      ['orange', 'Sunset Orange', '#f97316'],
      ['pink', 'Hot Pink', '#ec4899'],
      ['teal', 'Teal Dream', '#14b8a6'],
    ]);
    expect(DEFAULT_THEME).toEqual({ id: 'default', color: '#008cff' });
  });
});

describe('theme selection', () => {
  it('selects a preset with its colour', () => {
    expect(selectPreset('pink')).toEqual({ id: 'pink', color: '#ec4899' });
  });

  it('marks a custom colour as custom and normalises it', () => {
    expect(selectCustom('#AABBCC')).toEqual({ id: CUSTOM_THEME_ID, color: '#aabbcc' });
    expect(selectCustom('tomato')).toBeNull();
    expect(selectCustom('#abc')).toBeNull();
  });

  it('derives the primary and its readable companions', () => {
    const colors = themeColors(selectPreset('orange'));
    expect(colors.primary).toBe('#f97316');
    expect(colors.onPrimary).toBe('#04101f');
    expect(colors.primaryText).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('stored theme parsing', () => {
  it('accepts a preset and takes its colour from the preset, not the record', () => {
    expect(parseThemeSelection({ id: 'teal', color: '#000000' })).toEqual({
      id: 'teal',
      color: '#14b8a6',
    });
  });

  it('accepts a valid custom colour', () => {
    expect(parseThemeSelection({ id: 'custom', color: '#123456' })).toEqual({
      id: 'custom',
      color: '#123456',
    });
  });

  it('rejects anything else', () => {
    for (const bad of [
      null,
      'purple',
      42,
      {},
      { id: 'neon' },
      { id: 'custom', color: 'url(evil)' },
      { id: 'custom' },
      { id: 7, color: '#123456' },
    ]) {
      expect(parseThemeSelection(bad)).toBeNull();
    }
  });
});
