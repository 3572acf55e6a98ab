import { escapeXml } from '#common/escape-xml.ts';
import { SOCIAL_IMAGE_HEIGHT_PX, SOCIAL_IMAGE_WIDTH_PX } from '#common/social-images.ts';

/** What a social card shows: a title, a line under it, and a cover picture behind both. */
export interface SocialCard {
  /** The site's name and what it is, over the top left. */
  byline: string;
  title: string;
  subtitle: string;
  /** An SVG drawn under the words (a post's cover), darkened so they stay readable. */
  coverSvg?: string;
}

const MARGIN_PX = 80;
const TITLE_FONT_PX = 68;
const TITLE_LINE_PX = 80;
const TITLE_LINES_MAX = 3;
const SUBTITLE_FONT_PX = 30;
const BYLINE_FONT_PX = 30;
const TEXT_WIDTH_PX = SOCIAL_IMAGE_WIDTH_PX - 2 * MARGIN_PX;

// Colours of app/styles/tokens.css (the default theme): the card looks like the site.
const BACKGROUND = '#0b1020';
const PRIMARY = '#008cff';
const TEXT = '#f5f7fb';
const TEXT_MUTED = '#b8c2d6';

/**
 * The card as SVG, for server/social/render-social-image.ts to rasterise. The renderer has no
 * text layout, so titles are wrapped here by an estimate of Inter Bold's glyph widths, kept
 * narrow enough that a line never reaches the margin.
 */
export function socialCardSvg(card: SocialCard): string {
  const titleLines = wrapText(card.title, TITLE_FONT_PX, TEXT_WIDTH_PX, TITLE_LINES_MAX);
  const subtitle = wrapText(card.subtitle, SUBTITLE_FONT_PX, TEXT_WIDTH_PX, 1)[0] ?? '';
  const bottom = SOCIAL_IMAGE_HEIGHT_PX - MARGIN_PX;
  const subtitleY = bottom;
  const lastTitleY = subtitle ? subtitleY - SUBTITLE_FONT_PX - 28 : bottom;
  const firstTitleY = lastTitleY - (titleLines.length - 1) * TITLE_LINE_PX;
  const cover = card.coverSvg
    ? `<image href="data:image/svg+xml;base64,${Buffer.from(card.coverSvg).toString('base64')}" width="${SOCIAL_IMAGE_WIDTH_PX}" height="${SOCIAL_IMAGE_HEIGHT_PX}" preserveAspectRatio="xMidYMid slice"/>`
    : `<rect width="100%" height="100%" fill="url(#glow)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_IMAGE_WIDTH_PX}" height="${SOCIAL_IMAGE_HEIGHT_PX}" viewBox="0 0 ${SOCIAL_IMAGE_WIDTH_PX} ${SOCIAL_IMAGE_HEIGHT_PX}">
<defs>
<radialGradient id="glow" cx="0.85" cy="0.1" r="0.9"><stop offset="0" stop-color="${PRIMARY}" stop-opacity="0.45"/><stop offset="1" stop-color="${PRIMARY}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${BACKGROUND}" stop-opacity="0.35"/><stop offset="0.45" stop-color="${BACKGROUND}" stop-opacity="0.7"/><stop offset="1" stop-color="${BACKGROUND}" stop-opacity="0.94"/></linearGradient>
</defs>
<rect width="100%" height="100%" fill="${BACKGROUND}"/>
${cover}
<rect width="100%" height="100%" fill="url(#shade)"/>
<rect x="${MARGIN_PX}" y="${MARGIN_PX - 8}" width="40" height="40" rx="10" fill="${PRIMARY}"/>
<text x="${MARGIN_PX + 60}" y="${MARGIN_PX + 22}" font-family="Inter" font-weight="400" font-size="${BYLINE_FONT_PX}" fill="${TEXT_MUTED}">${escapeXml(card.byline)}</text>
${titleLines
  .map(
    (line, index) =>
      `<text x="${MARGIN_PX}" y="${firstTitleY + index * TITLE_LINE_PX}" font-family="Inter" font-weight="700" font-size="${TITLE_FONT_PX}" fill="${TEXT}">${escapeXml(line)}</text>`,
  )
  .join('\n')}
${subtitle ? `<text x="${MARGIN_PX}" y="${subtitleY}" font-family="Inter" font-weight="400" font-size="${SUBTITLE_FONT_PX}" fill="${TEXT_MUTED}">${escapeXml(subtitle)}</text>` : ''}
<rect y="${SOCIAL_IMAGE_HEIGHT_PX - 10}" width="100%" height="10" fill="${PRIMARY}"/>
</svg>`;
}

/** Greedy word wrap by estimated width; the last allowed line ends in '…' when text is left. */
export function wrapText(
  text: string,
  fontPx: number,
  widthPx: number,
  linesMax: number,
): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (estimateWidthPx(candidate, fontPx) <= widthPx || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === linesMax) break;
  }
  if (line && lines.length < linesMax) {
    lines.push(line);
    line = '';
  }
  const cut = lines.length === linesMax && line !== '';
  return lines.map((text, index) =>
    index === lines.length - 1
      ? fitLine(text, fontPx, widthPx, cut)
      : fitLine(text, fontPx, widthPx, false),
  );
}

/** A line no wider than the box: a single long word is cut, with '…' when anything was cut. */
function fitLine(line: string, fontPx: number, widthPx: number, cut: boolean): string {
  let text = line;
  let shortened = cut;
  while (text.length > 1 && estimateWidthPx(shortened ? `${text}…` : text, fontPx) > widthPx) {
    text = text.slice(0, -1).trimEnd();
    shortened = true;
  }
  return shortened ? `${text}…` : text;
}

const NARROW = new Set([..."iljtf.,:;'!|()[] "]);
const WIDE = new Set([...'mwMW@']);

/** Inter's advance widths, roughly, as a share of the font size (bold runs a little wider). */
function estimateWidthPx(text: string, fontPx: number): number {
  let ems = 0;
  for (const char of text) {
    if (NARROW.has(char)) ems += 0.3;
    else if (WIDE.has(char)) ems += 0.9;
    else if (char >= 'A' && char <= 'Z') ems += 0.7;
    else if (char >= '0' && char <= '9') ems += 0.62;
    else ems += 0.6;
  }
  return ems * fontPx;
}
