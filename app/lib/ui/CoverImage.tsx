import type { ImgHTMLAttributes } from 'react';

/**
 * A card's or an article's picture. Content without an image (the owner may leave it empty) gets
 * a plain panel of the same size instead of an `<img src="">`, which browsers answer by
 * requesting the page itself again.
 */
export function CoverImage({ src, className, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  if (!src) return <div className={className} aria-hidden="true" />;
  return <img className={className} src={src} {...props} />;
}
