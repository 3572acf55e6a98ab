import type { BlogPost, PostState } from '#common/types.ts';

/**
 * The post editor's fields as the owner typed them: shared by the form (to show them, keep them
 * in the browser and send them) and its action (to read and check them). Lists are one line,
 * comma-separated; the first category is the main one. The publish date is typed in UTC, as
 * every console time reads.
 */
export const POST_TEXT_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'categories',
  'tags',
  'image',
  'date',
  'markdown',
] as const;

type PostTextField = (typeof POST_TEXT_FIELDS)[number];
export type PostFormField = PostTextField | 'featured';

export type PostFormValues = Record<PostTextField, string> & { featured: boolean };

/** What the form's action answers: a refusal with everything typed, or an autosave's receipt. */
export interface PostFormAnswer {
  message: string;
  values?: PostFormValues;
  errors?: Partial<Record<PostFormField, string>>;
  /** An autosave the server kept: the post's id (new for a first save) and the text's revision. */
  saved?: { id: string; revision: string; updatedAt: string };
}

/** The id in the editor's address for a post not saved yet. */
export const NEW_POST_ID = 'new';

const LIST_SEPARATOR = ', ';

export const EMPTY_POST_FORM: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  categories: '',
  tags: '',
  image: '',
  date: '',
  markdown: '',
  featured: false,
};

/** '2026-11-26T20:12:00.000Z' → '2026-11-26T20:12': the value of a datetime-local field, in UTC. */
const dateFieldValue = (iso: string) => iso.slice(0, 16);

export function postFormValues(post: BlogPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    // The store keeps the categories as lowercase slugs, the main one among them.
    categories: [
      post.category,
      ...post.categories.filter((entry) => entry !== post.category.toLowerCase()),
    ]
      .filter((entry, index, all) => entry !== '' && all.indexOf(entry) === index)
      .join(LIST_SEPARATOR),
    tags: post.tags.join(LIST_SEPARATOR),
    image: post.image,
    date: dateFieldValue(post.date),
    markdown: post.markdown,
    featured: post.featured,
  };
}

/** The form's values as a FormData would carry them (a checkbox sends "on" or nothing). */
export function valuesOfForm(form: FormData): PostFormValues {
  const values: PostFormValues = { ...EMPTY_POST_FORM };
  for (const field of POST_TEXT_FIELDS) {
    const typed = form.get(field);
    values[field] = typeof typed === 'string' ? typed : '';
  }
  values.featured = form.get('featured') === 'on';
  return values;
}

export const sameValues = (a: PostFormValues, b: PostFormValues) =>
  POST_TEXT_FIELDS.every((field) => a[field] === b[field]) && a.featured === b.featured;

/** How the list and the editor name a post's state. */
export const STATE_LABELS: Record<PostState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};
