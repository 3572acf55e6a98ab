import { useActionData, useLoaderData, useRevalidator } from 'react-router';
import { ImageLibrary } from '../features/console/ImageLibrary';
import { ImageUpload } from '../features/console/ImageUpload';
import { imagesAction, imagesData } from '../features/console/images.server';
import { consoleHeaders } from '../features/console/owner.server';
import styles from '../features/console/console.module.css';
import { consoleMeta } from '../features/console/paths';
import type { Route } from './+types/admin.images';

export const loader = ({ context, request }: Route.LoaderArgs) => imagesData(context, request);
export const action = ({ context, request }: Route.ActionArgs) => imagesAction(context, request);
export const headers = consoleHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('Images', '/admin/images', matches[0].loaderData);

export default function ImagesPage() {
  const { images } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const revalidator = useRevalidator();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Images</h1>
      <p className={styles.hint}>
        Each image is stored in several sizes as AVIF and WebP. Copy its Markdown into a post.
      </p>
      <ImageUpload answer={answer} onUploaded={() => void revalidator.revalidate()} />
      <h2 className={styles.title}>Uploaded</h2>
      <ImageLibrary images={images} />
    </main>
  );
}
