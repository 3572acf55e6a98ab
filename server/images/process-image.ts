import { createHash } from 'node:crypto';
import type { Sharp } from 'sharp';
import { IMAGE_UPLOAD_TYPES, imageMessages, type ImageVariant } from '#common/images.ts';

/** The widths made for every image (never wider than the original), narrowest first. */
const VARIANT_WIDTHS = [480, 960, 1600];
const VARIANT_FORMATS = ['avif', 'webp'] as const;
/** A decompression bomb is refused before it is decoded: 50 megapixels (8,000 × 6,000 and a bit). */
const INPUT_PIXELS_MAX = 50_000_000;
/** Encoder settings: visually clean photographs and screenshots at a fraction of the bytes. */
const AVIF_QUALITY = 55;
const WEBP_QUALITY = 78;
/** A hex prefix of SHA-256 long enough that two variants never share an address. */
const KEY_HEX_LENGTH = 32;

interface ProcessedVariant extends Omit<ImageVariant, 'url'> {
  key: string;
  bytes: Uint8Array;
}

export type ProcessedImage =
  | {
      ok: true;
      sha256: string;
      mimeType: string;
      width: number;
      height: number;
      variants: ProcessedVariant[];
    }
  | { ok: false; status: 400 | 415; message: string };

const refused = (status: 400 | 415, message: string) => ({ ok: false as const, status, message });

/** How far into a file an SVG's root element is looked for (past an XML prolog and comments). */
const SVG_SNIFF_BYTES = 4096;

/** SVG is text, so file-type does not name it: a look at the start of the file does. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, SVG_SNIFF_BYTES)).toString('utf8').trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}

function widthsFor(originalWidth: number): number[] {
  const widths = VARIANT_WIDTHS.filter((width) => width < originalWidth);
  const largest = Math.min(originalWidth, VARIANT_WIDTHS.at(-1)!);
  return widths.includes(largest) ? widths : [...widths, largest];
}

/**
 * Checks an upload by its content (file-type reads the magic numbers; the name and the
 * declared type are ignored) and makes every variant once. sharp and file-type are loaded on
 * the first upload, so an instance that never receives one never holds them in memory.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
  // SVG is refused by name of its own: it is text (XML) that can carry scripts.
  if (looksLikeSvg(bytes)) return refused(415, imageMessages.svg);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(detected.mime)) {
    return refused(415, imageMessages.wrongType);
  }
  // Variants are made once and then served for a year: nothing is worth keeping in sharp's cache.
  sharp.cache(false);
  const input = () =>
    sharp(bytes, { limitInputPixels: INPUT_PIXELS_MAX, failOn: 'error' }).rotate();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  try {
    const { autoOrient } = await input().metadata();
    const { width, height } = autoOrient;
    if (width * height > INPUT_PIXELS_MAX) return refused(400, imageMessages.tooManyPixels);
    const variants: ProcessedVariant[] = [];
    // Every variant decodes the whole file (failOn: 'error'), so a valid header over a damaged
    // body is refused here, before anything is stored.
    for (const targetWidth of widthsFor(width)) {
      for (const format of VARIANT_FORMATS) {
        variants.push(await makeVariant(input(), sha256, targetWidth, format));
      }
    }
    return { ok: true, sha256, mimeType: detected.mime, width, height, variants };
  } catch (error) {
    const pixels = error instanceof Error && /pixel limit/i.test(error.message);
    return refused(400, pixels ? imageMessages.tooManyPixels : imageMessages.broken);
  }
}

async function makeVariant(
  input: Sharp,
  sha256: string,
  width: number,
  format: (typeof VARIANT_FORMATS)[number],
): Promise<ProcessedVariant> {
  const resized = input.resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'avif'
      ? resized.avif({ quality: AVIF_QUALITY })
      : resized.webp({ quality: WEBP_QUALITY });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const key = createHash('sha256').update(sha256).update(data).digest('hex');
  return {
    key: `${key.slice(0, KEY_HEX_LENGTH)}.${format}`,
    format,
    width: info.width,
    height: info.height,
    bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  };
}
