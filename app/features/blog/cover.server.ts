import type { AppLoadContext } from 'react-router';
import { largestWebp, pictureSources } from '#common/image-variants.ts';
import { IMAGE_ROOT } from '#common/images.ts';
import type { CoverSources } from '../../lib/ui/CoverImage';

/**
 * The uploaded image a post's cover points at, to show as `<picture>` with every stored size and
 * format. Null for any other address (a path under /images/blog, an https picture) and when the
 * images cannot be read: the article then shows the address as a plain image, as before.
 */
export async function coverPicture(
  context: Pick<AppLoadContext, 'images'>,
  address: string,
): Promise<CoverSources | null> {
  if (!address.startsWith(`${IMAGE_ROOT}/`)) return null;
  try {
    const image = await context.images.byAddress(address);
    if (!image) return null;
    // Worked out here, so the article's JavaScript carries no image code of its own.
    return {
      sources: pictureSources(image),
      src: largestWebp(image)?.url ?? address,
      alt: image.alt,
    };
  } catch {
    return null;
  }
}
