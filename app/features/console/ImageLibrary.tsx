import { useState } from 'react';
import { imageMarkdown, type StoredImage } from '#common/images.ts';
import { writeClipboard } from '../../lib/clipboard';
import { StoredPicture } from '../../lib/ui/StoredPicture';
import styles from './images.module.css';

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** The stored images, newest first, each with its alt text and its Markdown to copy. */
export function ImageLibrary({ images }: { images: StoredImage[] }) {
  if (images.length === 0) return <p>No images yet.</p>;
  return (
    <ul className={styles.list} aria-label="Uploaded images">
      {images.map((image) => (
        <li key={image.id} className={styles.item}>
          <StoredPicture image={image} sizes="(min-width: 40rem) 14rem, 100vw" />
          <p className={styles.alt}>{image.alt}</p>
          <p className={styles.size}>
            {image.width} × {image.height} px · {dateTime.format(new Date(image.createdAt))}
          </p>
          <CopyMarkdown image={image} />
        </li>
      ))}
    </ul>
  );
}

/** Copies the Markdown that shows the image; before JavaScript, the Markdown is shown to select. */
function CopyMarkdown({ image }: { image: StoredImage }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const markdown = imageMarkdown(image);
  return (
    <div>
      <button
        type="button"
        className="btn btn-sm"
        onClick={async () => setCopied(await writeClipboard(markdown))}
      >
        Copy Markdown
      </button>
      <p role="status" className={styles.size}>
        {copied === true ? 'Copied.' : ''}
        {copied === false ? `Copy it by hand: ${markdown}` : ''}
      </p>
    </div>
  );
}
