import { uploadImageAction } from '../features/console/images.server';
import type { Route } from './+types/admin.images.upload';

/** The console's upload component posts here from script; it answers JSON. */
export const action = ({ context, request }: Route.ActionArgs) =>
  uploadImageAction(context, request);
