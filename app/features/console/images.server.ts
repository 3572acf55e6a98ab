import { data, type AppLoadContext } from 'react-router';
import { imageMessages, type ImageUploadResult } from '#common/images.ts';
import { readForm, UNREADABLE_FORM_MESSAGE } from '../../lib/read-form.server';
import { CONSOLE_HEADERS, requireOwner } from './owner.server';

/** The library lists this many, newest first. */
const IMAGE_LIST_MAX = 200;

export const SIGNED_OUT_UPLOAD_MESSAGE = 'Sign in again to upload images.';

/** What an upload came to, as the console shows it: the alt text comes back on a refusal. */
export type UploadAnswer = {
  message: string;
  done: boolean;
  field?: 'file' | 'alt';
  alt?: string;
};

export async function imagesData(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  return data({ images: await context.images.list(IMAGE_LIST_MAX) }, { headers: CONSOLE_HEADERS });
}

/** The upload's result, and the alt text as typed (to give back with a refusal). */
async function uploadFrom(
  context: AppLoadContext,
  request: Request,
): Promise<{ result: ImageUploadResult; alt: string }> {
  const form = await readForm(request);
  if (!form) {
    return {
      result: { ok: false, status: 400, message: UNREADABLE_FORM_MESSAGE, field: 'file' },
      alt: '',
    };
  }
  const file = form.get('file');
  const alt = form.get('alt');
  const typed = typeof alt === 'string' ? alt : '';
  if (!(file instanceof Blob) || file.size === 0) {
    return {
      result: { ok: false, status: 400, message: imageMessages.noFile, field: 'file' },
      alt: typed,
    };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { result: await context.images.upload({ bytes, alt }), alt: typed };
}

/** The library page's own form (it works before the page's JavaScript has loaded). */
export async function imagesAction(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const { result, alt } = await uploadFrom(context, request);
  if (result.ok) {
    return data<UploadAnswer>(
      { message: imageMessages.uploaded, done: true },
      { headers: CONSOLE_HEADERS },
    );
  }
  return data<UploadAnswer>(
    { message: result.message, done: false, field: result.field, alt },
    { status: result.status, headers: CONSOLE_HEADERS },
  );
}

/**
 * POST /admin/images/upload: the upload component's JSON answer, for picking, dropping and
 * pasting from any console screen. The signed-out owner gets 401 rather than a sign-in page.
 */
export async function uploadImageAction(context: AppLoadContext, request: Request) {
  if (!context.owner.signedIn) {
    return Response.json(
      { message: SIGNED_OUT_UPLOAD_MESSAGE },
      { status: 401, headers: CONSOLE_HEADERS },
    );
  }
  const { result } = await uploadFrom(context, request);
  return result.ok
    ? Response.json(
        { image: result.image, message: imageMessages.uploaded },
        { headers: CONSOLE_HEADERS },
      )
    : Response.json(
        { message: result.message, field: result.field },
        { status: result.status, headers: CONSOLE_HEADERS },
      );
}
