import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  IMAGE_ROOT,
  IMAGE_UPLOAD_MAX_BYTES,
  imageAltSchema,
  imageMessages,
  type ImageLibrary,
  type StoredImage,
} from '#common/images.ts';
import type { Db } from '../db/client';
import { fromBase64, fromBytes, toBase64 } from '../db/bytes';
import { imageVariants, images } from '../db/schema';
import { newId } from '../content/helpers';
import { processImage } from './process-image';

interface ServedVariant {
  format: 'avif' | 'webp';
  bytes: Uint8Array;
}

export interface ImageStore extends ImageLibrary {
  /** A variant by its content-hashed key (`<hash>.avif`), or null. */
  variant(key: string): Promise<ServedVariant | null>;
}

const variantUrl = (key: string) => `${IMAGE_ROOT}/${key}`;

/** An image's columns but its original bytes, which are only ever written. */
const LISTED = {
  id: images.id,
  alt: images.alt,
  width: images.width,
  height: images.height,
  createdAt: images.createdAt,
};
type ListedImage = { [Column in keyof typeof LISTED]: (typeof LISTED)[Column]['_']['data'] };

/**
 * The owner's images in the database, where every instance sees them. An upload changes
 * nothing visitors see until a post shows it, so it announces no content change.
 */
export function createImageStore(db: Db): ImageStore {
  async function withVariants(rows: ListedImage[]): Promise<StoredImage[]> {
    if (rows.length === 0) return [];
    const variants = await db
      .select({
        key: imageVariants.key,
        imageId: imageVariants.imageId,
        format: imageVariants.format,
        width: imageVariants.width,
        height: imageVariants.height,
      })
      .from(imageVariants)
      .where(
        inArray(
          imageVariants.imageId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(imageVariants.width), asc(imageVariants.format));
    return rows.map((row): StoredImage => ({
      id: row.id,
      alt: row.alt,
      width: row.width,
      height: row.height,
      createdAt: row.createdAt.toISOString(),
      variants: variants
        .filter((variant) => variant.imageId === row.id)
        .map(({ key, format, width, height }) => ({ url: variantUrl(key), format, width, height })),
    }));
  }

  return {
    async upload({ bytes, alt }) {
      const checkedAlt = imageAltSchema.safeParse(alt);
      if (!checkedAlt.success) {
        const message = checkedAlt.error.issues[0]?.message ?? imageMessages.altRequired;
        return { ok: false, status: 400, message, field: 'alt' };
      }
      if (bytes.byteLength === 0)
        return { ok: false, status: 400, message: imageMessages.noFile, field: 'file' };
      if (bytes.byteLength > IMAGE_UPLOAD_MAX_BYTES) {
        return { ok: false, status: 413, message: imageMessages.tooLarge, field: 'file' };
      }
      const processed = await processImage(bytes);
      if (!processed.ok) return { ...processed, field: 'file' };
      const id = newId();
      await db.transaction(async (tx) => {
        // The same file again (even sent twice at once) keeps one copy, with the newest alt text.
        const [inserted] = await tx
          .insert(images)
          .values({
            id,
            sha256: processed.sha256,
            mimeType: processed.mimeType,
            width: processed.width,
            height: processed.height,
            alt: checkedAlt.data,
            original: fromBytes(bytes),
          })
          .onConflictDoUpdate({ target: images.sha256, set: { alt: checkedAlt.data } })
          .returning({ id: images.id });
        if (inserted?.id !== id) return;
        await tx.insert(imageVariants).values(
          processed.variants.map((variant) => ({
            key: variant.key,
            imageId: id,
            format: variant.format,
            width: variant.width,
            height: variant.height,
            bytes: fromBytes(variant.bytes),
          })),
        );
      });
      const [row] = await db.select(LISTED).from(images).where(eq(images.sha256, processed.sha256));
      const [image] = await withVariants([row!]);
      return { ok: true, image: image! };
    },
    async list(limit) {
      const rows = await db
        .select(LISTED)
        .from(images)
        .orderBy(desc(images.createdAt), asc(images.id))
        .limit(limit);
      return withVariants(rows);
    },
    async byAddress(address) {
      if (!address.startsWith(`${IMAGE_ROOT}/`)) return null;
      const [variant] = await db
        .select({ imageId: imageVariants.imageId })
        .from(imageVariants)
        .where(eq(imageVariants.key, address.slice(IMAGE_ROOT.length + 1)));
      if (!variant) return null;
      const rows = await db.select(LISTED).from(images).where(eq(images.id, variant.imageId));
      const [image] = await withVariants(rows);
      return image ?? null;
    },
    async variant(key) {
      const [row] = await db
        .select({ format: imageVariants.format, base64: toBase64(imageVariants.bytes) })
        .from(imageVariants)
        .where(eq(imageVariants.key, key));
      return row ? { format: row.format, bytes: fromBase64(row.base64) } : null;
    },
  };
}
