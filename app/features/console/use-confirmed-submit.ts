import { useSubmit } from 'react-router';
import type { FormEvent } from 'react';
import { useAsk } from '../../lib/ui/AskDialog';

/** What the site's dialog asks before a form is sent: its title, its words, its yes button. */
export type ConfirmQuestion = Parameters<ReturnType<typeof useAsk>['askConfirm']>[0];

/**
 * The question for one submission, from the button that sent it (a form with several buttons
 * asks only for some); null sends the form at once.
 */
type QuestionFor = (
  submitter: HTMLButtonElement | null,
  form: HTMLFormElement,
) => ConfirmQuestion | null;

/**
 * Console forms that ask first: `confirmFirst(question)` is a form's `onSubmit`. Once the page's
 * JavaScript runs, the site's dialog asks, and a yes sends what the button would have sent (the
 * form's fields with the button's own name and value, to the form's action); before, the plain
 * form posts as it is. Render `dialog` outside every form: its own buttons must not submit one.
 */
export function useConfirmedSubmit() {
  const { askConfirm, dialog } = useAsk();
  const submit = useSubmit();

  const confirmFirst =
    (question: ConfirmQuestion | QuestionFor) => (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      const asked = typeof question === 'function' ? question(submitter, form) : question;
      if (!asked) return;
      event.preventDefault();
      void askConfirm(asked).then((confirmed) =>
        confirmed ? submit(submitter ?? form) : undefined,
      );
    };

  return { confirmFirst, dialog };
}
