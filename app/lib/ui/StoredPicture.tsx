import type { StoredImage } from '#common/images.ts';
import { largestWebp } from '#common/images.ts';

/**
 * An uploaded image as `<picture>`: AVIF first, WebP for the rest, each at every stored width,
 * with the width and height that reserve its space before it loads. `sizes` says how wide it
 * is shown (CSS), so the browser picks the smallest file that is sharp enough.
 */
export function StoredPicture({
  image,
  sizes,
  className,
  loading = 'lazy',
}: {
  image: StoredImage;
  sizes: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  const srcSet = (format: 'avif' | 'webp') =>
    image.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
  const fallback = largestWebp(image);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={fallback?.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
