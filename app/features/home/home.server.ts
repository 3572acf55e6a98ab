import { readContent, settle, type ContentContext } from '../../lib/content.server';
import type { Project } from '#common/types.ts';
import { CLIENT_FILTERS, categoryName } from '../../lib/project-filters';
import { clientProjects } from '../../lib/projects.server';

export const HOME_PROJECT_COUNT = 4;

/** A selected-work tile: its category named on the server, so the page ships no filter table. */
export type WorkProject = Omit<Project, 'writeUp'> & {
  categoryLabel: string;
  hasCaseStudy: boolean;
};

/**
 * The home page's data. Selected work and the stats fail independently: the hero, about and
 * contact sections never depend on the database.
 */
export async function homeData(context: ContentContext) {
  const [work, stats] = await Promise.all([
    settle(
      clientProjects(context).then((projects) =>
        projects.slice(0, HOME_PROJECT_COUNT).map(({ writeUp, ...project }): WorkProject => ({
          ...project,
          // The page needs to know there is a case study, not to carry its Markdown.
          hasCaseStudy: writeUp !== '',
          categoryLabel: categoryName(CLIENT_FILTERS, project.category),
        })),
      ),
    ),
    settle(readContent(context, (stores) => stores.stats.list({ activeOnly: true }), 'stats')),
  ]);
  return { work, stats };
}
