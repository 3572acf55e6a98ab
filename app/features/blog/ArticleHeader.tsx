import type { BlogPost } from '#common/types.ts';
import { formatDate } from '#common/format-date.ts';
import { POST_IMAGE_HEIGHT, POST_IMAGE_WIDTH } from './post-summary';
import styles from './article.module.css';
import { CoverImage, type CoverSources } from '../../lib/ui/CoverImage';

type HeaderPost = Pick<BlogPost, 'title' | 'excerpt' | 'category' | 'date' | 'author' | 'image'>;

/** the order of docs/product.md#blog: category, date, reading time, title, excerpt, author, image. */
export function ArticleHeader({
  post,
  cover,
  readingMinutes,
}: {
  post: HeaderPost;
  cover: CoverSources | null;
  readingMinutes: number;
}) {
  return (
    <header className={styles.header}>
      <p className={styles.kicker}>
        <span className={styles.category}>{post.category}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        <span aria-hidden="true">·</span>
        <span>{readingMinutes} min read</span>
      </p>
      <h1 className={styles.title}>{post.title}</h1>
      <p className={styles.excerpt}>{post.excerpt}</p>
      <p className={styles.byline}>
        By <span className={styles.author}>{post.author}</span>
      </p>
      <CoverImage
        className={styles.image}
        src={post.image}
        picture={cover}
        sizes={`(min-width: ${POST_IMAGE_WIDTH}px) ${POST_IMAGE_WIDTH}px, 100vw`}
        alt=""
        width={POST_IMAGE_WIDTH}
        height={POST_IMAGE_HEIGHT}
        fetchPriority="high"
        decoding="async"
      />
    </header>
  );
}
