import { readContent, settle, type ContentContext } from '../../lib/content.server';
import type { Profile, Project } from '#common/types.ts';
import { readProfile } from '../../lib/profile.server';
import { resumeHref } from '../../lib/resume';
import { CLIENT_FILTERS, categoryName } from '../../lib/project-filters';
import { clientProjects } from '../../lib/projects.server';

export const HOME_PROJECT_COUNT = 4;

/** A selected-work tile: its category named on the server, so the page ships no filter table. */
export type WorkProject = Omit<Project, 'writeUp'> & {
  categoryLabel: string;
  hasCaseStudy: boolean;
};

/** What the hero, about and contact sections show of the owner's profile. */
export type HomeProfile = Omit<Profile, 'resume' | 'updatedAt' | 'social' | 'description'> & {
  resumeHref: string | null;
};

function homeProfileOf({
  resume,
  updatedAt: _updatedAt,
  social: _social,
  description: _description,
  ...profile
}: Profile): HomeProfile {
  return { ...profile, resumeHref: resumeHref(resume) };
}

/**
 * The home page's data. Selected work and the stats fail independently: the hero, about and
 * contact sections show the profile, which never fails a page (readProfile).
 */
export async function homeData(context: ContentContext) {
  const [profile, work, stats] = await Promise.all([
    readProfile(context).then(homeProfileOf),
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
  return { profile, work, stats };
}
