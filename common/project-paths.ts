import type { Project } from './types';

/** The gallery a project of this type is shown in. */
export const galleryOf = (type: Project['type']) =>
  type === 'client' ? '/projects' : '/personal-projects';

/** A project's case study page (docs/product.md#routes). */
export const caseStudyPath = (slug: string) => `/projects/${encodeURIComponent(slug)}`;
