import { Form } from 'react-router';
import { useConfirmedSubmit } from './use-confirmed-submit';

/**
 * "Delete all audience data": with JavaScript the site's dialog asks first; without, the plain
 * form still works.
 */
export function DeleteAudienceForm() {
  const { confirmFirst, dialog } = useConfirmedSubmit();

  return (
    <>
      <Form
        method="post"
        onSubmit={confirmFirst({
          title: 'Delete all audience data?',
          message:
            'Every day’s views, visitors, pages and referrers are deleted. This cannot be undone.',
          submitLabel: 'Delete',
        })}
      >
        <input type="hidden" name="intent" value="delete-all" />
        <button type="submit" className="btn btn-ghost">
          Delete all audience data
        </button>
      </Form>
      {dialog}
    </>
  );
}
