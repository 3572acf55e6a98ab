import type { StoredImage } from '#common/images.ts';
import { largestWebp, pictureSources } from '#common/image-variants.ts';

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
  const fallback = largestWebp(image);
  return (
    <picture>
      {pictureSources(image).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
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
