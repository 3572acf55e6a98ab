import { autosaveAction } from '../features/console/posts.server';
import type { Route } from './+types/admin.posts.autosave';

/** The post editor saves a draft here while the owner types; it answers JSON. */
export const action = ({ context, request, params }: Route.ActionArgs) =>
  autosaveAction(context, request, params.id);
