import { Form, useSubmit } from 'react-router';
import type { FormEvent } from 'react';
import { useAsk } from '../../lib/ui/AskDialog';

/**
 * "Delete all audience data": with JavaScript the site's dialog asks first; without, the plain
 * form still works.
 */
export function DeleteAudienceForm() {
  const { askConfirm, dialog } = useAsk();
  const submit = useSubmit();

  const confirmFirst = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const confirmed = await askConfirm({
      title: 'Delete all audience data?',
      message:
        'Every day’s views, visitors, pages and referrers are deleted. This cannot be undone.',
      submitLabel: 'Delete',
    });
    if (confirmed) await submit(form, { method: 'post' });
  };

  return (
    <>
      <Form method="post" onSubmit={confirmFirst}>
        <input type="hidden" name="intent" value="delete-all" />
        <button type="submit" className="btn btn-ghost">
          Delete all audience data
        </button>
      </Form>
      {dialog}
    </>
  );
}
