import { z } from './zod';
import { POST_MARKDOWN_MAX_LENGTH, SLUG_MAX_LENGTH } from './content-limits';

/**
 * The owner's writes (posts, projects, stats). Creating needs the identifying fields and fills
 * the rest with defaults; updating (PUT) accepts any subset and leaves the rest as stored.
 * Every issue carries a message that names the field, so a 400 says what to fix.
 */
const TITLE_MAX_LENGTH = 300;
const NAME_MAX_LENGTH = 100;
const SHORT_TEXT_MAX_LENGTH = 2000;
const URL_MAX_LENGTH = 2000;
const LIST_MAX_ITEMS = 50;
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
// Years a Postgres timestamp and a JS Date both hold without surprises.
const EARLIEST_YEAR = 1;
const LATEST_YEAR = 9999;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters long`);

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, `${field} must be at most ${max} characters long`);

/**
 * A link or picture the pages put in `href` or `src`: empty, a path on this site, or an http(s)
 * address. Anything else (`javascript:`, `data:`) is refused rather than left to the browser.
 */
const webAddress = (field: string) =>
  optionalText(field, URL_MAX_LENGTH).refine(
    (value) =>
      value === '' ||
      (value.startsWith('/') && !value.startsWith('//')) ||
      /^https?:\/\//i.test(value),
    `${field} must be an http or https address, or a path on this site`,
  );

const textList = (field: string) =>
  z
    .array(optionalText(`Each entry of ${field}`, NAME_MAX_LENGTH), {
      error: `${field} must be a list of text`,
    })
    .max(LIST_MAX_ITEMS, `${field} may hold at most ${LIST_MAX_ITEMS} entries`);

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

const wholeNumber = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(INT32_MIN, `${field} is out of range`)
    .max(INT32_MAX, `${field} is out of range`);

const slugSchema = z
  .string({ error: 'Slug must be text' })
  .trim()
  .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters long`)
  .regex(SLUG_PATTERN, 'Slug may contain only lowercase letters, digits and single hyphens');

const DATE_MESSAGE = 'Date must be an ISO date, e.g. 2025-06-12';
const LEADING_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** JavaScript rolls a day the month does not have over (2025-02-30 → 2 March): refuse it. */
function hasRealDay(value: string): boolean {
  const match = LEADING_DATE.exec(value);
  if (!match) return true;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateSchema = z
  .string({ error: DATE_MESSAGE })
  .refine((value) => {
    const parsed = new Date(value);
    const year = parsed.getUTCFullYear();
    return (
      !Number.isNaN(parsed.getTime()) &&
      year >= EARLIEST_YEAR &&
      year <= LATEST_YEAR &&
      hasRealDay(value)
    );
  }, DATE_MESSAGE)
  .transform((value) => new Date(value).toISOString());

/** 'Hello, World: Part 2!' → 'hello-world-part-2' */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

const postFields = {
  title: requiredText('Title', TITLE_MAX_LENGTH),
  slug: slugSchema,
  excerpt: optionalText('Excerpt', SHORT_TEXT_MAX_LENGTH),
  category: requiredText('Category', NAME_MAX_LENGTH),
  categories: textList('Categories'),
  date: dateSchema,
  image: webAddress('Image'),
  url: webAddress('URL').nullable(),
  featured: flag('Featured'),
  markdown: z
    .string({ error: 'Markdown must be text' })
    .max(
      POST_MARKDOWN_MAX_LENGTH,
      `Markdown must be at most ${POST_MARKDOWN_MAX_LENGTH} characters long`,
    ),
  author: requiredText('Author', NAME_MAX_LENGTH),
  tags: textList('Tags'),
  draft: flag('Draft'),
};

/**
 * Posts were written as HTML in `content` before the Markdown source: an old caller is told what
 * to send now rather than having its body silently dropped.
 */
const noHtmlContent = {
  content: z
    .never({
      error: 'Posts are written in Markdown now: send the body as `markdown`, not `content`',
    })
    .optional(),
};

export const postCreateSchema = z
  .object({
    ...postFields,
    slug: postFields.slug.optional(),
    excerpt: postFields.excerpt.default(''),
    categories: postFields.categories.default([]),
    date: postFields.date.optional(),
    image: postFields.image.default(''),
    url: postFields.url.optional(),
    featured: postFields.featured.default(false),
    markdown: postFields.markdown.default(''),
    // Left out, the owner is the author (server/api/blog.ts names them from the profile).
    author: postFields.author.optional(),
    tags: postFields.tags.default([]),
    draft: postFields.draft.default(false),
    ...noHtmlContent,
  })
  .transform(({ slug, date, content: _html, ...post }) => ({
    ...post,
    slug: slug ?? slugify(post.title),
    date: date ?? new Date().toISOString(),
  }))
  .refine((post) => post.slug !== '', {
    message: 'Slug is required when the title has no letters or digits',
  });

export const postUpdateSchema = z
  .object({ ...postFields, ...noHtmlContent })
  .partial()
  .transform(({ content: _html, ...patch }) => patch);

/**
 * The YAML front matter of a post kept as a Markdown file (`npm run content:import`): data only,
 * checked like the API's writes. The first category is the main one; unknown keys are refused,
 * so a misspelt field is reported instead of ignored.
 */
export const postFrontMatterSchema = z.strictObject(
  {
    title: postFields.title,
    date: postFields.date,
    categories: postFields.categories.min(1, 'Categories needs at least one entry (the main one)'),
    tags: postFields.tags.default([]),
    excerpt: postFields.excerpt.default(''),
    featured: postFields.featured.default(false),
    cover: webAddress('Cover').default(''),
    draft: postFields.draft.default(false),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined,
  },
);

export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;

export function isPostSlug(value: string): boolean {
  return slugSchema.safeParse(value).success;
}

const projectFields = {
  title: requiredText('Title', TITLE_MAX_LENGTH),
  slug: slugSchema,
  writeUp: z
    .string({ error: 'Write-up must be text' })
    .max(
      POST_MARKDOWN_MAX_LENGTH,
      `Write-up must be at most ${POST_MARKDOWN_MAX_LENGTH} characters long`,
    ),
  category: requiredText('Category', NAME_MAX_LENGTH),
  description: optionalText('Description', SHORT_TEXT_MAX_LENGTH),
  image: webAddress('Image'),
  url: webAddress('URL'),
  sourceUrl: webAddress('Source URL'),
  tags: textList('Tags'),
  categories: textList('Categories'),
  type: z.enum(['client', 'personal'], { error: "Type must be 'client' or 'personal'" }),
  hidden: flag('Hidden'),
};

export const projectCreateSchema = z
  .object({
    ...projectFields,
    slug: projectFields.slug.optional(),
    writeUp: projectFields.writeUp.default(''),
    description: projectFields.description.default(''),
    image: projectFields.image.default(''),
    url: projectFields.url.default(''),
    sourceUrl: projectFields.sourceUrl.default(''),
    tags: projectFields.tags.default([]),
    categories: projectFields.categories.default([]),
    hidden: projectFields.hidden.default(false),
  })
  .transform(({ slug, ...project }) => ({ ...project, slug: slug ?? slugify(project.title) }))
  .refine((project) => project.slug !== '', {
    message: 'Slug is required when the title has no letters or digits',
  });

export const projectUpdateSchema = z.object(projectFields).partial();

/** One place up or down among the projects of its type. */
export const projectMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: "Direction must be 'up' or 'down'" }),
});

const statFields = {
  label: requiredText('Label', NAME_MAX_LENGTH),
  value: wholeNumber('Value'),
  suffix: optionalText('Suffix', NAME_MAX_LENGTH),
  order: wholeNumber('Order'),
  active: flag('Active'),
};

export const statCreateSchema = z.object({
  ...statFields,
  suffix: statFields.suffix.default(''),
  order: statFields.order.default(0),
  active: statFields.active.default(true),
});

export const statUpdateSchema = z.object(statFields).partial();
