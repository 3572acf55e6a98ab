import type { AppLoadContext } from 'react-router';
import { readContent } from './content.server';
import { visiblePersonalProjects } from './project-filters';

type Context = Pick<
  AppLoadContext,
  'stores' | 'contentFallback' | 'fallbackStores' | 'warnFallback'
>;

/** Client work, in the owner's order; the built-in sample projects when the database fails. */
export function clientProjects(context: Context) {
  return readContent(context, (stores) => stores.projects.list({ type: 'client' }), 'projects');
}

/** Personal work without the lab projects. It has no built-in fallback (docs/product.md#entities). */
export async function personalProjects(context: Context) {
  const projects = await readContent(context, (stores) =>
    stores.projects.list({ type: 'personal' }),
  );
  return visiblePersonalProjects(projects);
}
