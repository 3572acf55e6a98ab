import type { AppLoadContext } from 'react-router';
import { readContent, type ContentContext } from './content.server';
import { pageLoadFailure } from './page-error.server';
import { visiblePersonalProjects } from './project-filters';

/** Client work, in the owner's order; the built-in sample projects when the database fails. */
export function clientProjects(context: ContentContext) {
  return readContent(context, (stores) => stores.projects.list({ type: 'client' }), 'projects');
}

/** Personal work without the lab projects. It has no built-in fallback (docs/product.md#entities). */
export async function personalProjects(context: ContentContext) {
  const projects = await readContent(context, (stores) =>
    stores.projects.list({ type: 'personal' }),
  );
  return visiblePersonalProjects(projects);
}

/**
 * A projects page's data: `read`'s projects and the page's canonical address, or the route's
 * error screen when the content cannot be read.
 */
export async function loadProjectsPage<P>(
  context: ContentContext & Pick<AppLoadContext, 'publicUrl'>,
  path: string,
  read: (context: ContentContext) => Promise<P[]>,
) {
  const canonical = `${context.publicUrl}${path}`;
  try {
    return { projects: await read(context), canonical };
  } catch (error) {
    return pageLoadFailure(error, canonical);
  }
}
