import type { AppLoadContext } from 'react-router';
import { HOME_PROJECT_COUNT } from '../../../common/constants';
import { readContent, settle } from '../../lib/content.server';
import { clientProjects } from '../projects/projects.server';

type Context = Pick<AppLoadContext, 'stores' | 'contentFallback' | 'warnFallback'>;

/**
 * The home page's data. Selected work and the stats fail independently: the hero, about and
 * contact sections never depend on the database.
 */
export async function homeData(context: Context) {
  const [work, stats] = await Promise.all([
    settle(clientProjects(context).then((projects) => projects.slice(0, HOME_PROJECT_COUNT))),
    settle(readContent(context, (stores) => stores.stats.list({ activeOnly: true }), 'stats')),
  ]);
  return { work, stats };
}
