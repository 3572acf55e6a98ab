import { useActionData, useLoaderData } from 'react-router';
import { consoleHeaders } from '../features/console/owner.server';
import { NEW_POST_ID, STATE_LABELS } from '../features/console/post-form';
import { PostEditor } from '../features/console/PostEditor';
import { postFormAction, postFormData } from '../features/console/posts.server';
import styles from '../features/console/console.module.css';
import { consoleMeta, POSTS_PATH } from '../features/console/paths';
import type { Route } from './+types/admin.post-editor';

/** /admin/posts/new and /admin/posts/:id: one editor to write a post or change one. */
export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  postFormData(context, request, params.id);
export const action = ({ context, request, params }: Route.ActionArgs) =>
  postFormAction(context, request, params.id);
export const headers = consoleHeaders;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  consoleMeta(
    params.id === NEW_POST_ID ? 'New post' : 'Edit post',
    `${POSTS_PATH}/${params.id}`,
    matches[0].loaderData,
  );

export default function PostEditorPage() {
  const { post, values, images, saved } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // The preview link's answers come to its own fetcher; only the form's refusals are shown here.
  const refusal = answer && 'values' in answer ? answer : undefined;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        {post ? `Edit “${values.title}”` : 'New post'}
        {post && <span className={styles.badge}>{STATE_LABELS[post.state]}</span>}
      </h1>
      <PostEditor
        postId={post?._id ?? NEW_POST_ID}
        state={post?.state ?? null}
        values={values}
        refusal={refusal}
        images={images}
        saved={saved}
      />
    </main>
  );
}
