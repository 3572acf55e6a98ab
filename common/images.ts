import { largestWebp } from './image-variants';
import { z } from './zod';

/**
 * The owner's uploaded images (docs/product.md#images): the limits both the browser and the
 * server check, and what the pages receive about a stored image. Types and rules only; the
 * work is in server/images/.
 */

const BYTES_PER_MB = 1024 * 1024;
const IMAGE_UPLOAD_MAX_MB = 10;
export const IMAGE_UPLOAD_MAX_BYTES = IMAGE_UPLOAD_MAX_MB * BYTES_PER_MB;
const IMAGE_ALT_MAX_LENGTH = 300;

/** What may be uploaded, as recognised from the file's content (never its name). */
export const IMAGE_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/gif',
] as const;

/** The console's image library (app/routes/admin.images.tsx). */
export const IMAGE_PAGE_PATH = '/admin/images';
/** Where the console sends an upload from script (the page's own form works without it). */
export const IMAGE_UPLOAD_PATH = '/admin/images/upload';
/** Where the variants are served (server/images/image-routes.ts). */
export const IMAGE_ROOT = '/images';

export const imageMessages = {
  tooLarge: `The image is too large: the limit is ${IMAGE_UPLOAD_MAX_MB} MB.`,
  noFile: 'Choose an image to upload.',
  wrongType: 'Only PNG, JPEG, WebP, AVIF and GIF images can be uploaded.',
  svg: 'SVG images cannot be uploaded: they can carry scripts. Export a PNG or WebP instead.',
  broken: 'The file could not be read as an image: it may be damaged.',
  tooManyPixels: 'The image has too many pixels: at most 50 megapixels.',
  altRequired: 'Describe the image for people who cannot see it (alt text).',
  altTooLong: `Alt text is at most ${IMAGE_ALT_MAX_LENGTH} characters.`,
  uploaded: 'Image uploaded.',
} as const;

export const imageAltSchema = z
  .string({ error: imageMessages.altRequired })
  .trim()
  .min(1, imageMessages.altRequired)
  .max(IMAGE_ALT_MAX_LENGTH, imageMessages.altTooLong)
  .refine((text) => !text.includes('\u0000'), imageMessages.altRequired);

export interface ImageVariant {
  /** A content-hashed address under IMAGE_ROOT, cached for a year. */
  url: string;
  format: 'avif' | 'webp';
  width: number;
  height: number;
}

export interface StoredImage {
  id: string;
  alt: string;
  width: number;
  height: number;
  createdAt: string;
  /** Every size in both formats, narrowest first. */
  variants: ImageVariant[];
}

export type ImageUploadResult =
  | { ok: true; image: StoredImage }
  | { ok: false; status: 400 | 413 | 415; message: string; field: 'file' | 'alt' };

export interface ImageLibrary {
  /** Checks the bytes by their content, makes the variants and stores them all. */
  upload(input: { bytes: Uint8Array; alt: unknown }): Promise<ImageUploadResult>;
  /** Newest first, at most `limit`. */
  list(limit: number): Promise<StoredImage[]>;
  /** The image one of whose variants is at this address (a post's cover), or null. */
  byAddress(address: string): Promise<StoredImage | null>;
}

/** The Markdown that shows the image in a post. */
export function imageMarkdown(image: StoredImage): string {
  const alt = image.alt.replace(/[[\]\\]/g, '\\$&');
  return `![${alt}](${largestWebp(image)?.url ?? ''})`;
}
