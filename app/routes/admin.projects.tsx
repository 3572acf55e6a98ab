import { Link, useActionData, useLoaderData } from 'react-router';
import { consoleHeaders } from '../features/console/owner.server';
import { ConsoleAnswer } from '../features/console/ConsoleAnswer';
import { galleryOf } from '#common/project-paths.ts';
import { ProjectList } from '../features/console/ProjectList';
import { projectsListAction, projectsListData } from '../features/console/projects.server';
import styles from '../features/console/console.module.css';
import { consoleMeta, PROJECTS_PATH } from '../features/console/paths';
import type { Route } from './+types/admin.projects';

export const loader = ({ context, request }: Route.LoaderArgs) =>
  projectsListData(context, request);
export const action = ({ context, request }: Route.ActionArgs) =>
  projectsListAction(context, request);
export const headers = consoleHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('Projects', PROJECTS_PATH, matches[0].loaderData);

export default function ProjectsPage() {
  const { client, personal, saved } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Projects</h1>
      <p className={styles.hint}>
        In the order the galleries and the home page show them. Hidden projects are kept here;
        visitors see them nowhere.
      </p>
      <p>
        <Link to={`${PROJECTS_PATH}/new`} className="btn btn-primary">
          Add a project
        </Link>
      </p>
      {saved && !answer ? (
        <p role="status" className={styles.done}>
          “{saved.title}” saved.{' '}
          {saved.hidden ? (
            'It is hidden: visitors do not see it.'
          ) : (
            <Link to={galleryOf(saved.type)}>See it in its gallery</Link>
          )}
        </p>
      ) : (
        <ConsoleAnswer answer={answer} />
      )}
      <ProjectList heading="Client work" type="client" projects={client} answer={answer} />
      <ProjectList
        heading="Personal projects"
        type="personal"
        projects={personal}
        answer={answer}
      />
    </main>
  );
}
