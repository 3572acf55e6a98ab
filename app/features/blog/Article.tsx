import type { CoverSources } from '../../lib/ui/CoverImage';
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide';
import { Link } from 'react-router';
import type { TocEntry } from '#common/markdown/heading-ids.ts';
import type { BlogPost } from '#common/types.ts';
import { Icon } from '../../lib/ui/Icon';
import { TagList } from '../../lib/ui/TagList';
import { ArticleBody } from './ArticleBody';
import { ArticleHeader } from './ArticleHeader';
import styles from './article.module.css';
import { TableOfContents } from './TableOfContents';

export function BackToBlog() {
  return (
    <Link to="/blog" className={styles.backLink}>
      <Icon drawing={ArrowLeft} aria-hidden="true" size={16} /> Back to Blog
    </Link>
  );
}

interface ArticleProps {
  post: Omit<BlogPost, 'content' | 'markdown' | 'toc' | 'wordCount' | 'readingMinutes'>;
  /** The uploaded image the cover points at, shown as `<picture>`; null for any other address. */
  cover: CoverSources | null;
  html: string;
  toc: readonly TocEntry[];
  readingMinutes: number;
  /** Shown above the header (the preview's notice). */
  notice?: ReactNode;
}

/**
 * Rendered Markdown (a post's body, a project's case study) with its table of contents beside it
 * when it has headings to list.
 */
export function ArticleContent({ html, toc }: { html: string; toc: readonly TocEntry[] }) {
  return (
    <div className={styles.layout}>
      {toc.length > 0 ? (
        <aside className={styles.aside}>
          <TableOfContents entries={toc} />
        </aside>
      ) : null}
      <ArticleBody html={html} />
    </div>
  );
}

/** A post as visitors read it: the public article and a draft's preview show the same. */
export function Article({ post, cover, html, toc, readingMinutes, notice }: ArticleProps) {
  return (
    <article>
      {notice}
      <ArticleHeader post={post} cover={cover} readingMinutes={readingMinutes} />
      <ArticleContent html={html} toc={toc} />
      {post.tags.length > 0 ? (
        <footer className={styles.tags}>
          <span className={styles.tagsLabel}>Tags:</span>
          <TagList tags={post.tags} />
        </footer>
      ) : null}
    </article>
  );
}
