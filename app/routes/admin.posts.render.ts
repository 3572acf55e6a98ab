import { renderPreviewAction } from '../features/console/posts.server';
import type { Route } from './+types/admin.posts.render';

/** The post editor's live preview posts its Markdown here; it answers the article's HTML. */
export const action = ({ context, request }: Route.ActionArgs) =>
  renderPreviewAction(context, request);
