import { useActionData, useLoaderData } from 'react-router';
import { consoleHeaders } from '../features/console/owner.server';
import { ProjectForm } from '../features/console/ProjectForm';
import { projectFormAction, projectFormData } from '../features/console/projects.server';
import styles from '../features/console/console.module.css';
import { consoleMeta, PROJECTS_PATH } from '../features/console/paths';
import type { Route } from './+types/admin.project-form';

/** /admin/projects/new and /admin/projects/:id: one form to add a project or edit one. */
export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  projectFormData(context, request, params.id);
export const action = ({ context, request, params }: Route.ActionArgs) =>
  projectFormAction(context, request, params.id);
export const headers = consoleHeaders;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  consoleMeta(
    params.id ? 'Edit project' : 'Add a project',
    params.id ? `${PROJECTS_PATH}/${params.id}` : `${PROJECTS_PATH}/new`,
    matches[0].loaderData,
  );

export default function ProjectFormPage() {
  const { id, values } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{id ? `Edit “${values.title}”` : 'Add a project'}</h1>
      <ProjectForm values={values} refusal={refusal} adding={!id} />
    </main>
  );
}
