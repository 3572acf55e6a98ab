import { data, type AppLoadContext } from 'react-router';
import { messages } from '../../../common/messages';
import { contactInputSchema, firstIssueMessage } from '../../../common/schemas';
import { readForm, UNREADABLE_FORM_MESSAGE } from '../../lib/read-form.server';
import type { ContactActionResult } from './ContactForm';

const BAD_REQUEST = 400;
const SERVICE_UNAVAILABLE = 503;

/**
 * The contact form without JavaScript posts here (with JavaScript it calls /api/contact). The
 * message is stored like the API stores it; the mailer's retry round forwards it.
 */
export async function contactFromForm(context: Pick<AppLoadContext, 'stores'>, request: Request) {
  const form = await readForm(request);
  if (!form) {
    return data<ContactActionResult>(
      { ok: false, message: UNREADABLE_FORM_MESSAGE },
      { status: BAD_REQUEST },
    );
  }
  const parsed = contactInputSchema.safeParse({
    name: form.get('name'),
    email: form.get('email'),
    message: form.get('message'),
  });
  if (!parsed.success) {
    return data<ContactActionResult>(
      { ok: false, message: firstIssueMessage(parsed.error) },
      { status: BAD_REQUEST },
    );
  }
  try {
    await context.stores.contact.create(parsed.data);
    return data<ContactActionResult>({ ok: true });
  } catch {
    return data<ContactActionResult>(
      { ok: false, message: messages.contactFailed },
      { status: SERVICE_UNAVAILABLE },
    );
  }
}
