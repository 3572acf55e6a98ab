import type { HighlightedText } from '#common/search.ts';

/**
 * The database marks matched words with two private-use characters (never HTML), which are
 * removed from the searched text first, so a post cannot forge a mark of its own.
 */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';
export const MARKERS = MATCH_START + MATCH_END;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The search hands ts_headline its text with `&`, `<` and `>` written as entities (site-search.ts),
 * so they are turned back into text here (React escapes them again).
 */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A headline from the database as pieces of text, each matched or not. */
export function toHighlighted(marked: string): HighlightedText {
  const pieces: HighlightedText = [];
  const push = (text: string, match: boolean) => {
    const clean = decodeEntities(text).replace(/\s+/g, ' ');
    if (clean === '') return;
    const last = pieces.at(-1);
    if (last && last.match === match) last.text += clean;
    else pieces.push({ text: clean, match });
  };
  for (const [index, part] of marked.split(MATCH_START).entries()) {
    if (index === 0) {
      push(part.replaceAll(MATCH_END, ''), false);
      continue;
    }
    const end = part.indexOf(MATCH_END);
    if (end === -1) push(part, true);
    else {
      push(part.slice(0, end), true);
      push(part.slice(end + 1).replaceAll(MATCH_END, ''), false);
    }
  }
  const first = pieces[0];
  if (first) first.text = first.text.trimStart();
  const last = pieces.at(-1);
  if (last) last.text = last.text.trimEnd();
  return pieces.filter((piece) => piece.text !== '');
}
