import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WCAG_AA_TEXT_CONTRAST,
  DARKEST_TEXT_BACKGROUND,
  contrastRatio,
  isHexColor,
  mixWithWhite,
  readableOnDark,
  relativeLuminance,
  textOnColor,
} from './contrast';
import { THEME_PRESETS } from './themes';

const PAGE_BACKGROUND = '#0b1020';
const hexColor = fc
  .integer({ min: 0, max: 0xffffff })
  .map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('contrast arithmetic', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 6);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 6);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('recognises #rrggbb colours only', () => {
    expect(isHexColor('#00AAff')).toBe(true);
    for (const bad of ['#abc', '00aaff', '#00aafg', '#00aaff0', 'red', 7, null]) {
      expect(isHexColor(bad)).toBe(false);
    }
  });

  it('mixes toward white', () => {
    expect(mixWithWhite('#000000', 0)).toBe('#000000');
    expect(mixWithWhite('#000000', 0.5)).toBe('#808080');
    expect(mixWithWhite('#123456', 1)).toBe('#ffffff');
  });
});

describe('theme text colours', () => {
  it('picks dark text on the light presets and keeps AA on every preset', () => {
    expect(textOnColor('#f97316')).toBe('#04101f');
    for (const preset of THEME_PRESETS) {
      const onPrimary = textOnColor(preset.color);
      expect(contrastRatio(onPrimary, preset.color)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    }
  });

  it('picks white text on a dark custom colour', () => {
    expect(textOnColor('#1a237e')).toBe('#ffffff');
  });

  it('gives AA text on top of any colour', () => {
    fc.assert(
      fc.property(hexColor, (color) => {
        expect(contrastRatio(textOnColor(color), color)).toBeGreaterThanOrEqual(
          WCAG_AA_TEXT_CONTRAST,
        );
      }),
    );
  });

  it('keeps a colour that is already readable on the dark page unchanged', () => {
    expect(readableOnDark('#10b981')).toBe('#10b981');
  });

  it('lifts any colour until it reads at AA on every dark surface', () => {
    fc.assert(
      fc.property(hexColor, (color) => {
        const text = readableOnDark(color);
        expect(isHexColor(text)).toBe(true);
        expect(contrastRatio(text, DARKEST_TEXT_BACKGROUND)).toBeGreaterThanOrEqual(
          WCAG_AA_TEXT_CONTRAST,
        );
        expect(contrastRatio(text, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
      }),
    );
  });
});
