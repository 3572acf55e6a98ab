import { redirect } from 'react-router';
import { IMAGE_PAGE_PATH } from '#common/images.ts';
import { uploadImageAction } from '../features/console/images.server';
import type { Route } from './+types/admin.images.upload';

/** The console's upload component posts here from script; it answers JSON. */
export const action = ({ context, request }: Route.ActionArgs) =>
  uploadImageAction(context, request);

/** Opened in a browser, the address leads to the library that uploads. */
export const loader = () => redirect(IMAGE_PAGE_PATH);
