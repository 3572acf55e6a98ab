import type { AppLoadContext } from 'react-router';
import { answerVisitorForm } from '../../lib/visitor-form-action.server';

/**
 * The contact form without JavaScript posts here (with JavaScript it calls /api/contact); both
 * go through the same server function (`context.visitorWrites`), so rules, statuses and
 * messages are the same.
 */
export function contactFromForm(context: Pick<AppLoadContext, 'visitorWrites'>, request: Request) {
  return answerVisitorForm(request, (form) =>
    context.visitorWrites.submitContact({
      name: form.get('name'),
      email: form.get('email'),
      message: form.get('message'),
    }),
  );
}
