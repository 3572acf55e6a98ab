import type { Profile } from '#common/types.ts';
import type { ContentContext } from './content.server';

/**
 * The owner's profile for a page. Every page shows some of it (the header, the title), error
 * screens included, so when the database cannot be read the first run's profile stands in,
 * whether or not the content fallback is on; the page is then not kept by the cache.
 */
export async function readProfile(context: ContentContext): Promise<Profile> {
  try {
    return await context.stores.profile.get();
  } catch (error) {
    context.warnFallback('profile', error);
    return context.fallbackStores().profile.get();
  }
}
