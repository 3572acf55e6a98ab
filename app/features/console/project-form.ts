import type { Project } from '#common/types.ts';

/**
 * The project form's fields as the owner typed them, and what is wrong with them: shared by the
 * form (to show them again) and its action (to read and check them). Lists are typed as one line,
 * comma-separated.
 */
export const PROJECT_TEXT_FIELDS = [
  'title',
  'slug',
  'type',
  'category',
  'categories',
  'tags',
  'description',
  'image',
  'url',
  'sourceUrl',
  'writeUp',
] as const;

type ProjectTextField = (typeof PROJECT_TEXT_FIELDS)[number];
export type ProjectFormField = ProjectTextField | 'hidden';

export type ProjectFormValues = Record<ProjectTextField, string> & { hidden: boolean };

/** What the form's action answers when it refuses: everything typed, and each field's problem. */
export interface ProjectFormRefusal {
  message: string;
  values: ProjectFormValues;
  errors: Partial<Record<ProjectFormField, string>>;
}

const LIST_SEPARATOR = ', ';

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  title: '',
  slug: '',
  type: 'client',
  category: '',
  categories: '',
  tags: '',
  description: '',
  image: '',
  url: '',
  sourceUrl: '',
  writeUp: '',
  hidden: false,
};

export function projectFormValues(project: Project): ProjectFormValues {
  return {
    title: project.title,
    slug: project.slug,
    type: project.type,
    category: project.category,
    categories: project.categories.join(LIST_SEPARATOR),
    tags: project.tags.join(LIST_SEPARATOR),
    description: project.description,
    image: project.image,
    url: project.url,
    sourceUrl: project.sourceUrl,
    writeUp: project.writeUp,
    hidden: project.hidden,
  };
}

/** The focus target of a move button, the same id in the list and in the action's answer. */
export const moveButtonId = (id: string, direction: 'up' | 'down') => `move-${direction}-${id}`;
