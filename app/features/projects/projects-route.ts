import type { MetaDescriptor, ShouldRevalidateFunctionArgs } from 'react-router';
import type { SocialPage } from '#common/social-images.ts';
import { toPageError } from '../../lib/page-errors';
import { pageMeta } from '../../lib/seo';
import { siteOf } from '../../lib/site-identity';

/** What the client and personal projects pages share besides their gallery. */

/** Filtering happens in the page; only a new path needs the data again. */
export function revalidateOnNewPath(args: ShouldRevalidateFunctionArgs) {
  return args.currentUrl.pathname !== args.nextUrl.pathname && args.defaultShouldRevalidate;
}

/** The page's tags; its error screen is not for search engines. */
export function projectsPageMeta(title: string, description: string, socialPage: SocialPage) {
  return ({
    loaderData,
    error,
    matches,
  }: {
    loaderData?: { canonical: string };
    error?: unknown;
    matches: readonly unknown[];
  }): MetaDescriptor[] => {
    const canonical = loaderData?.canonical ?? toPageError(error).canonical;
    return pageMeta(siteOf(matches), title, description, canonical, {
      noindex: Boolean(error),
      socialPage,
    });
  };
}
