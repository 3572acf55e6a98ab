import { SLUG_MAX_LENGTH } from '#common/content-limits.ts';
import { isPossibleKey } from '#common/schemas.ts';
import { readContent, type ContentContext } from '../../lib/content.server';

/**
 * A project's case study as its page shows it: the project without its Markdown source, and the
 * write-up as it was rendered when the project was saved. `null` for an unknown or hidden
 * project, or one without a write-up, and without a query when the slug cannot exist.
 */
export async function caseStudyPageData(context: ContentContext, slug: string) {
  if (!isPossibleKey(slug, SLUG_MAX_LENGTH)) return null;
  const study = await readContent(context, (stores) => stores.projects.caseStudy(slug), 'projects');
  if (!study) return null;
  const { writeUp: _source, ...project } = study.project;
  return { ...study, project };
}
