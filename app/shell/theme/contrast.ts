/**
 * WCAG 2 colour arithmetic for the theme picker: every primary colour (preset or custom) gets a
 * text colour for use on top of it and a variant for use as text on the dark page, both at
 * AA contrast or better.
 */

/** WCAG AA contrast for normal-size text. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The page's lightest surface that primary-coloured text sits on (tokens.css --surface-3). */
export const DARKEST_TEXT_BACKGROUND = '#1e2945';
const DARK_ON_PRIMARY = '#04101f';
const LIGHT_ON_PRIMARY = '#ffffff';
const BLACK = '#000000';
/** How much white is mixed in per step while lifting a too-dark primary for use as text. */
const LIGHTEN_STEP = 0.05;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Mixes `amount` (0..1) of white into `hex`. */
export function mixWithWhite(hex: string, amount: number): string {
  const [r, g, b] = channels(hex);
  const mix = (c: number) => c + (255 - c) * amount;
  return toHex([mix(r), mix(g), mix(b)]);
}

/** Text colour for labels on a primary-coloured background (buttons, badges). */
export function textOnColor(background: string): string {
  const light = contrastRatio(background, LIGHT_ON_PRIMARY);
  const dark = contrastRatio(background, DARK_ON_PRIMARY);
  const best = light >= dark ? LIGHT_ON_PRIMARY : DARK_ON_PRIMARY;
  // Pure black or white always reaches 4.58:1 against one of them; the tinted dark may not.
  if (Math.max(light, dark) >= WCAG_AA_TEXT_CONTRAST) return best.toLowerCase();
  return light >= contrastRatio(background, BLACK) ? LIGHT_ON_PRIMARY : BLACK;
}

/** The primary colour, lightened just enough to be readable as text on the dark surfaces. */
export function readableOnDark(color: string, background = DARKEST_TEXT_BACKGROUND): string {
  let amount = 0;
  let candidate = color.toLowerCase();
  while (contrastRatio(candidate, background) < WCAG_AA_TEXT_CONTRAST && amount < 1) {
    amount = Math.min(1, amount + LIGHTEN_STEP);
    candidate = mixWithWhite(color, amount);
  }
  return candidate;
}
