import type { ImageVariant, StoredImage } from './images';

/**
 * The widest WebP: what Markdown and the `<img>` fallback point at. Apart from images.ts so a
 * public page showing a picture does not load the upload rules (and zod) with it.
 */
export function largestWebp(image: StoredImage): ImageVariant | undefined {
  return image.variants.filter((variant) => variant.format === 'webp').at(-1);
}

/** A `<picture>`'s sources: AVIF first, WebP for the rest, each at every stored width. */
export function pictureSources(image: StoredImage): { type: string; srcSet: string }[] {
  return (['avif', 'webp'] as const).map((format) => ({
    type: `image/${format}`,
    srcSet: image.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', '),
  }));
}
