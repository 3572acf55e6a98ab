import type { ImgHTMLAttributes } from 'react';
import styles from './cover-image.module.css';

/** An uploaded cover's stored sizes and formats (app/features/blog/cover.server.ts). */
export interface CoverSources {
  sources: { type: string; srcSet: string }[];
  src: string;
  alt: string;
}

interface CoverImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** Shown as `<picture>` with these sources, and `sizes` saying how wide it is shown. */
  picture?: CoverSources | null;
  /**
   * Shown whole in a frame of another shape (a wide tile, a card as tall as its text): the
   * picture is fitted inside and the rest of the frame is a blurred copy of it, so nothing of
   * the drawing is cut and the frame never shows bare bands.
   */
  whole?: boolean;
}

/**
 * A card's or an article's picture. Content without an image (the owner may leave it empty) gets
 * a plain panel of the same size instead of an `<img src="">`, which browsers answer by
 * requesting the page itself again.
 */
export function CoverImage({ src, className, whole, picture, ...props }: CoverImageProps) {
  if (picture) {
    return (
      <picture>
        {picture.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={props.sizes} />
        ))}
        <img className={className} {...props} src={picture.src} alt={picture.alt} />
      </picture>
    );
  }
  if (!src) return <div className={className} aria-hidden="true" />;
  if (!whole) return <img className={className} src={src} {...props} />;
  return (
    <div className={`${styles.frame} ${className ?? ''}`}>
      <img
        className={styles.backdrop}
        src={src}
        alt=""
        aria-hidden="true"
        width={props.width}
        height={props.height}
        loading={props.loading}
        decoding="async"
      />
      <img className={styles.whole} src={src} {...props} />
    </div>
  );
}
