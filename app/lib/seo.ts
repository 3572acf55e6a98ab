import type { MetaDescriptor } from 'react-router';
import {
  SOCIAL_IMAGE_HEIGHT_PX,
  SOCIAL_IMAGE_WIDTH_PX,
  socialPageImagePath,
  type SocialPage,
} from '#common/social-images.ts';
import { siteOf, type SiteIdentity } from './site-identity';

/**
 * Title, description, canonical link and social tags (Open Graph, Twitter) that every route
 * renders on the server and, for articles, structured data. (The feed link is in root.tsx.)
 */

interface MetaImage {
  /** Absolute URL: link previews do not resolve relative ones. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

interface ArticleMeta {
  publishedTime: string;
  modifiedTime: string;
  author: string;
  section: string;
  tags: readonly string[];
}

export interface PageMetaOptions {
  /** The whole <title>, when '{title} | {site name}' is not wanted (the home page). */
  fullTitle?: string;
  type?: 'website' | 'article';
  /** A picture of the page's own; without one, the site's card named by `socialPage`. */
  image?: MetaImage;
  /** Which of the site's social cards stands for the page (default: the home page's). */
  socialPage?: SocialPage;
  article?: ArticleMeta;
  /** Structured data (schema.org), rendered as a JSON-LD script. */
  jsonLd?: Record<string, unknown>;
  /** Error and not-found screens: keep them out of search results. */
  noindex?: boolean;
  /**
   * The page has forms that post without JavaScript. The site-wide `Referrer-Policy:
   * no-referrer` makes browsers send `Origin: null` with them, which React Router's action
   * check rejects; 'same-origin' still sends nothing to other sites.
   */
  postsForms?: boolean;
}

/** `path` on the canonical origin; absolute URLs are returned as they are. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl}/`).href;
}

/** The loader of a page that has nothing to load but its canonical URL (the labs index, the IDE). */
export function canonicalLoader(path: string) {
  return ({ context }: { context: { publicUrl: string } }) => ({
    canonical: `${context.publicUrl}${path}`,
  });
}

/** Such a page's tags; its path stands in when the loader gave nothing (an error screen). */
export function canonicalPageMeta(
  title: string,
  description: string,
  path: string,
  options?: PageMetaOptions,
) {
  return ({
    loaderData,
    matches,
  }: {
    loaderData?: { canonical: string };
    matches: readonly unknown[];
  }) => pageMeta(siteOf(matches), title, description, loaderData?.canonical ?? path, options);
}

/** `site`: the owner's profile as the root loader read it (siteOf(matches) in a route's meta). */
export function pageMeta(
  site: SiteIdentity,
  title: string,
  description: string,
  canonical: string,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const fullTitle = options.fullTitle ?? `${title} | ${site.name}`;
  const { article } = options;
  const image =
    options.image ?? siteCard(options.socialPage ?? 'home', fullTitle, canonical, site.version);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    tags.push(
      { property: 'og:image', content: image.url },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:image', content: image.url },
      { name: 'twitter:image:alt', content: image.alt },
    );
    if (image.width && image.height) {
      tags.push(
        { property: 'og:image:width', content: String(image.width) },
        { property: 'og:image:height', content: String(image.height) },
      );
    }
  }
  if (article) {
    tags.push(
      { property: 'article:published_time', content: article.publishedTime },
      { property: 'article:modified_time', content: article.modifiedTime },
      { property: 'article:author', content: article.author },
      { property: 'article:section', content: article.section },
      ...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    );
  }
  if (options.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (options.postsForms) tags.push({ name: 'referrer', content: 'same-origin' });
  if (options.jsonLd) tags.push({ 'script:ld+json': options.jsonLd });
  return tags;
}

/** A site card (common/social-images.ts) for the page, when its canonical URL is absolute. */
function siteCard(
  page: SocialPage,
  alt: string,
  canonical: string,
  version: string,
): MetaImage | undefined {
  if (!URL.canParse(canonical)) return undefined;
  return {
    url: new URL(socialPageImagePath(page, version), canonical).href,
    alt,
    width: SOCIAL_IMAGE_WIDTH_PX,
    height: SOCIAL_IMAGE_HEIGHT_PX,
  };
}

export interface BlogPostingInput {
  /** The site's owner, who publishes every article. */
  publisher: string;
  title: string;
  description: string;
  url: string;
  imageUrl: string;
  datePublished: string;
  dateModified: string;
  author: string;
  section: string;
  keywords: readonly string[];
  wordCount: number;
}

/** schema.org BlogPosting for an article page. */
export function blogPostingJsonLd(input: BlogPostingInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description,
    image: [input.imageUrl],
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: { '@type': 'Person', name: input.author },
    publisher: { '@type': 'Person', name: input.publisher },
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    articleSection: input.section,
    keywords: input.keywords.join(', '),
    wordCount: input.wordCount,
    inLanguage: 'en',
  };
}
