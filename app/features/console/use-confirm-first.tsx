import { useSubmit } from 'react-router';
import type { FormEvent } from 'react';
import { useAsk, type Question } from '../../lib/ui/AskDialog';

type Confirmation = Omit<Extract<Question, { kind: 'confirm' }>, 'kind'>;

const submitterOf = (event: FormEvent<HTMLFormElement>) =>
  (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;

/**
 * A console form's destructive buttons ask first, in the site's own dialog. `questionFor` sees
 * the button pressed (and the form) and answers the question to ask, or null to send at once.
 * Confirmed, the form is sent as that button would have sent it; before the page's JavaScript
 * has loaded, the plain form is sent without asking. Render `dialog` outside the form, so its
 * own buttons never submit it.
 */
export function useConfirmFirst(
  questionFor: (submitter: HTMLButtonElement | null, form: HTMLFormElement) => Confirmation | null,
) {
  const { askConfirm, dialog } = useAsk();
  const submit = useSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const submitter = submitterOf(event);
    const question = questionFor(submitter, form);
    if (!question) return;
    event.preventDefault();
    const sent = new FormData(form, submitter);
    if (!(await askConfirm(question))) return;
    await submit(sent, {
      method: 'post',
      action: form.getAttribute('action') ?? undefined,
      encType: form.enctype as 'multipart/form-data' | 'application/x-www-form-urlencoded',
    });
  }

  return { onSubmit, dialog };
}
