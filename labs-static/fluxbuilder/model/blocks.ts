import { FLUX_MIN_COLUMNS } from '../../shared/constants';

export type Align = 'left' | 'center' | 'right';
export const ALIGNS: readonly Align[] = ['left', 'center', 'right'];

export type Block =
  | { id: string; type: 'heading'; text: string; level: 1 | 2 | 3; align: Align }
  | { id: string; type: 'text'; text: string; align: Align }
  | { id: string; type: 'image'; src: string; alt: string; caption: string }
  | {
      id: string;
      type: 'button';
      label: string;
      href: string;
      variant: 'primary' | 'secondary';
      align: Align;
    }
  | { id: string; type: 'divider' }
  | { id: string; type: 'columns'; columns: string[] }
  | { id: string; type: 'list'; items: string[]; ordered: boolean };

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

export interface FluxDocument {
  title: string;
  blocks: Block[];
}

/** A neutral picture drawn in SVG, so a new image block needs no network and no upload. */
const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">' +
      '<rect width="800" height="400" fill="#dbe4f3"/>' +
      '<path d="M0 320 220 150l160 130 110-80 310 200H0z" fill="#9fb3d1"/>' +
      '<circle cx="600" cy="110" r="50" fill="#f5c451"/></svg>',
  );

export const PALETTE: ReadonlyArray<{ type: BlockType; label: string; description: string }> = [
  { type: 'heading', label: 'Heading', description: 'A title for a section' },
  { type: 'text', label: 'Text', description: 'A paragraph' },
  { type: 'image', label: 'Image', description: 'A picture with a caption' },
  { type: 'button', label: 'Button', description: 'A link styled as a button' },
  { type: 'divider', label: 'Divider', description: 'A horizontal rule' },
  { type: 'columns', label: 'Columns', description: 'A section of side-by-side text' },
  { type: 'list', label: 'List', description: 'Bulleted or numbered items' },
];

export function blockLabel(type: BlockType): string {
  return PALETTE.find((entry) => entry.type === type)?.label ?? type;
}

export function createBlock(type: BlockType, id: string): Block {
  switch (type) {
    case 'heading':
      return { id, type, text: 'A clear, friendly heading', level: 2, align: 'left' };
    case 'text':
      return {
        id,
        type,
        text: 'Say what this section is about in a sentence or two.',
        align: 'left',
      };
    case 'image':
      return { id, type, src: PLACEHOLDER_IMAGE, alt: 'A placeholder landscape', caption: '' };
    case 'button':
      return { id, type, label: 'Get in touch', href: '#', variant: 'primary', align: 'left' };
    case 'divider':
      return { id, type };
    case 'columns':
      return {
        id,
        type,
        columns: Array.from({ length: FLUX_MIN_COLUMNS }, (_, i) => `Column ${i + 1} text.`),
      };
    case 'list':
      return { id, type, items: ['First point', 'Second point', 'Third point'], ordered: false };
  }
}

/** One line summary of a block, for screen reader labels and announcements. */
export function describeBlock(block: Block): string {
  const label = blockLabel(block.type);
  switch (block.type) {
    case 'heading':
    case 'text':
      return `${label}: ${block.text.slice(0, 40)}`;
    case 'button':
      return `${label}: ${block.label}`;
    case 'image':
      return `${label}: ${block.alt || 'no description'}`;
    case 'list':
      return `${label}: ${block.items.length} items`;
    case 'columns':
      return `${label}: ${block.columns.length} columns`;
    case 'divider':
      return label;
  }
}
