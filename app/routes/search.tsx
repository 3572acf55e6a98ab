import { searchPageData } from '../features/search/search.server';
import { SearchPage } from '../features/search/SearchPage';
import { pageMeta } from '../lib/seo';
import { siteOf } from '../lib/site-identity';
import type { Route } from './+types/search';

export const loader = ({ context, request }: Route.LoaderArgs) => searchPageData(context, request);

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const query = loaderData?.query ?? '';
  // Result pages are endless and thin: kept out of search engines, the articles are indexed.
  return pageMeta(
    siteOf(matches),
    query ? `Search: ${query}` : 'Search',
    'Search the articles and projects.',
    loaderData?.canonical ?? '',
    { noindex: true },
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
