import { data, type AppLoadContext } from 'react-router';
import { readForm, UNREADABLE_FORM_MESSAGE } from '../../lib/read-form.server';
import type { ContactActionResult } from './ContactForm';

const BAD_REQUEST = 400;

/**
 * The contact form without JavaScript posts here (with JavaScript it calls /api/contact); both
 * go through the same server function (`context.visitorWrites`), so rules, statuses and
 * messages are the same.
 */
export async function contactFromForm(
  context: Pick<AppLoadContext, 'visitorWrites'>,
  request: Request,
) {
  const form = await readForm(request);
  if (!form) {
    return data<ContactActionResult>(
      { ok: false, message: UNREADABLE_FORM_MESSAGE },
      { status: BAD_REQUEST },
    );
  }
  const result = await context.visitorWrites.submitContact({
    name: form.get('name'),
    email: form.get('email'),
    message: form.get('message'),
  });
  if (!result.ok) {
    return data<ContactActionResult>(
      { ok: false, message: result.message },
      { status: result.status },
    );
  }
  return data<ContactActionResult>({ ok: true });
}
