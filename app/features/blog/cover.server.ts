import type { AppLoadContext } from 'react-router';
import { IMAGE_ROOT, type StoredImage } from '#common/images.ts';

/**
 * The uploaded image a post's cover points at, to show as `<picture>` with every stored size and
 * format. Null for any other address (a path under /images/blog, an https picture) and when the
 * images cannot be read: the article then shows the address as a plain image, as before.
 */
export async function coverPicture(
  context: Pick<AppLoadContext, 'images'>,
  address: string,
): Promise<StoredImage | null> {
  if (!address.startsWith(`${IMAGE_ROOT}/`)) return null;
  try {
    return await context.images.byAddress(address);
  } catch {
    return null;
  }
}
