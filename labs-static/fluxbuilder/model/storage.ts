import {
  FLUX_MAX_BLOCKS,
  FLUX_MAX_COLUMNS,
  FLUX_MAX_IMAGE_URL_LENGTH,
  FLUX_MAX_LIST_ITEMS,
  FLUX_MAX_TEXT_LENGTH,
  FLUX_MIN_COLUMNS,
} from '../../shared/constants';
import { ALIGNS, type Align, type Block, type FluxDocument } from './blocks';

/**
 * Reads a document back from localStorage. The stored text may be old, hand-edited or
 * truncated, so every field is checked; anything unreadable yields null, never a crash.
 */
export function parseDocument(text: string | null): FluxDocument | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || !Array.isArray(data.blocks) || data.blocks.length > FLUX_MAX_BLOCKS) {
    return null;
  }
  const blocks = data.blocks.map(parseBlock);
  if (blocks.some((block) => block === null)) return null;
  const ids = new Set(blocks.map((block) => block!.id));
  if (ids.size !== blocks.length) return null;
  return { title: str(data.title) ?? 'My page', blocks: blocks as Block[] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.length <= FLUX_MAX_TEXT_LENGTH ? value : null;

const strings = (value: unknown, min: number, max: number): string[] | null => {
  if (!Array.isArray(value) || value.length < min || value.length > max) return null;
  const items = value.map(str);
  return items.every((item) => item !== null) ? items : null;
};

const align = (value: unknown): Align | null =>
  ALIGNS.includes(value as Align) ? (value as Align) : null;

function parseBlock(value: unknown): Block | null {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '') return null;
  const id = value.id;
  switch (value.type) {
    case 'heading': {
      const [text, level, a] = [str(value.text), value.level, align(value.align)];
      if (text === null || a === null || (level !== 1 && level !== 2 && level !== 3)) return null;
      return { id, type: 'heading', text, level, align: a };
    }
    case 'text': {
      const [text, a] = [str(value.text), align(value.align)];
      return text === null || a === null ? null : { id, type: 'text', text, align: a };
    }
    case 'image': {
      const src =
        typeof value.src === 'string' && value.src.length <= FLUX_MAX_IMAGE_URL_LENGTH
          ? value.src
          : null;
      const [alt, caption] = [str(value.alt), str(value.caption)];
      if (src === null || alt === null || caption === null) return null;
      return { id, type: 'image', src, alt, caption };
    }
    case 'button': {
      const [label, href, a, variant] = [
        str(value.label),
        str(value.href),
        align(value.align),
        value.variant,
      ];
      if (label === null || href === null || a === null) return null;
      if (variant !== 'primary' && variant !== 'secondary') return null;
      return { id, type: 'button', label, href, variant, align: a };
    }
    case 'divider':
      return { id, type: 'divider' };
    case 'columns': {
      const columns = strings(value.columns, FLUX_MIN_COLUMNS, FLUX_MAX_COLUMNS);
      return columns === null ? null : { id, type: 'columns', columns };
    }
    case 'list': {
      const items = strings(value.items, 0, FLUX_MAX_LIST_ITEMS);
      if (items === null || typeof value.ordered !== 'boolean') return null;
      return { id, type: 'list', items, ordered: value.ordered };
    }
    default:
      return null;
  }
}
