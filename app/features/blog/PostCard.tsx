import { Link } from 'react-router';
import { POST_IMAGE_HEIGHT, POST_IMAGE_WIDTH, type PostSummary } from './post-summary';
import { PostMeta } from './PostMeta';
import styles from './blog.module.css';
import { CoverImage } from '../../lib/ui/CoverImage';

interface PostCardProps {
  post: PostSummary;
  /** The featured post: a wide card whose image loads at once (it is above the fold). */
  featured?: boolean;
  eager?: boolean;
}

/** A post in the list: the whole card is one link to the article. */
export function PostCard({ post, featured = false, eager = false }: PostCardProps) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <CoverImage
        // The featured card's picture is as tall as its text beside it: shown whole, not cut.
        whole={featured}
        className={styles.cardImage}
        src={post.image}
        alt=""
        width={POST_IMAGE_WIDTH}
        height={POST_IMAGE_HEIGHT}
        loading={eager || featured ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={featured ? 'high' : undefined}
      />
      <div className={styles.cardBody}>
        <p className={styles.cardLabels}>
          {featured ? <span className={styles.featuredBadge}>Featured</span> : null}
          <span className={styles.category}>{post.category}</span>
        </p>
        <Heading className={styles.cardTitle}>
          <Link to={`/blog/${post.slug}`} className={styles.cardLink}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <PostMeta date={post.date} readingMinutes={post.readingMinutes} />
      </div>
    </article>
  );
}
