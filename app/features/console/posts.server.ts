import { data, redirect, type AppLoadContext } from 'react-router';
import { postCreateSchema, postUpdateSchema, slugify } from '#common/admin-schemas.ts';
import { POST_MARKDOWN_MAX_LENGTH } from '#common/content-limits.ts';
import { renderMarkdown } from '#common/markdown/render-markdown.ts';
import { previewPath } from '#common/post-paths.ts';
import { containsNul, isPossibleKey, NUL_TEXT_MESSAGE } from '#common/schemas.ts';
import { isConflictError, type PostWrite } from '#common/stores.ts';
import type { BlogPost } from '#common/types.ts';
import { readForm, UNREADABLE_FORM_MESSAGE } from '../../lib/read-form.server';
import type { ConsoleAnswerData } from './ConsoleAnswer';
import { CONSOLE_HEADERS, requireOwner } from './owner.server';
import {
  EMPTY_POST_FORM,
  NEW_POST_ID,
  POST_TEXT_FIELDS,
  postFormValues,
  valuesOfForm,
  type PostFormAnswer,
  type PostFormField,
  type PostFormValues,
} from './post-form';
import { POSTS_PATH } from './paths';

/** The editor offers this many uploaded images as covers, newest first. */
const COVER_CHOICES_MAX = 60;
const SIGNED_OUT_MESSAGE = 'Sign in again: nothing was saved, your text is kept in this browser.';
const FIX_MESSAGE = 'Check the fields marked below: nothing was saved.';
const GONE_MESSAGE = 'That post is gone: it was deleted meanwhile.';
const PUBLIC_AUTOSAVE_MESSAGE =
  'A published or scheduled post is not saved while you type: press “Update” to save it.';

/** Every post, drafts and scheduled ones too, newest first; `?saved=<id>` says what was saved. */
export async function postsListData(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const posts = await context.stores.posts.listForOwner();
  return data(
    {
      posts: posts.map(({ _id, title, slug, state, date }) => ({ _id, title, slug, state, date })),
    },
    { headers: CONSOLE_HEADERS },
  );
}

/** The list's one action: delete a post (asked first in the site's dialog). */
export async function postsListAction(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const form = await readForm(request);
  const id = form?.get('id');
  const answer = (answered: ConsoleAnswerData, status = 200) =>
    data<ConsoleAnswerData>(answered, { status, headers: CONSOLE_HEADERS });
  if (form?.get('intent') !== 'delete') {
    return answer({ message: 'Choose what to do with the post.', done: false }, 400);
  }
  const { posts } = context.stores;
  const post = isPossibleKey(id) ? await posts.getForOwner(id) : null;
  if (!post || !(await posts.remove(post._id))) {
    return answer({ message: 'That post is gone.', done: false }, 404);
  }
  return answer({ message: `“${post.title}” deleted.`, done: true });
}

/** The editor's post (blank for `new`), the images it may take as its cover, and what was saved. */
export async function postFormData(context: AppLoadContext, request: Request, id: string) {
  requireOwner(context, request);
  const images = await context.images.list(COVER_CHOICES_MAX);
  const savedState = new URL(request.url).searchParams.get('saved');
  if (id === NEW_POST_ID) {
    return data(
      { post: null, values: EMPTY_POST_FORM, images, saved: null },
      { headers: CONSOLE_HEADERS },
    );
  }
  const post = isPossibleKey(id) ? await context.stores.posts.getForOwner(id) : null;
  if (!post) {
    throw data({ message: 'That post is gone.' }, { status: 404, headers: CONSOLE_HEADERS });
  }
  return data(
    {
      post: { _id: post._id, slug: post.slug, state: post.state, updatedAt: post.updatedAt },
      values: postFormValues(post),
      images,
      saved: savedState,
    },
    { headers: CONSOLE_HEADERS },
  );
}

const listOf = (typed: string) =>
  typed
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** A datetime-local value ('2026-11-26T20:12') is a UTC time in the console. */
const utcDate = (typed: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(typed.trim()) ? `${typed.trim()}Z` : typed.trim();

/** The schema's field names, as the form names them (the main category is the first one typed). */
const FORM_FIELD_OF: Record<string, PostFormField> = { category: 'categories' };

/**
 * The form's values checked with the API's own schemas (common/admin-schemas.ts): the write, or
 * each field's first problem. An empty slug is made from the title; an empty date is now when
 * publishing, and left as stored when saving a draft.
 */
function checkedPost(values: PostFormValues, draft: boolean, creating: boolean) {
  const errors: Partial<Record<PostFormField, string>> = {};
  for (const field of POST_TEXT_FIELDS) {
    if (containsNul(values[field])) errors[field] = NUL_TEXT_MESSAGE;
  }
  const categories = listOf(values.categories);
  const date = values.date.trim() === '' ? undefined : utcDate(values.date);
  const input = {
    title: values.title,
    slug: values.slug.trim() === '' ? slugify(values.title) || undefined : values.slug,
    excerpt: values.excerpt,
    category: categories[0] ?? '',
    categories,
    tags: listOf(values.tags),
    image: values.image.trim(),
    featured: values.featured,
    markdown: values.markdown,
    draft,
    date: date ?? (creating || !draft ? new Date().toISOString() : undefined),
  };
  const parsed = creating ? postCreateSchema.safeParse(input) : postUpdateSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'slug');
      const field = FORM_FIELD_OF[key] ?? (key as PostFormField);
      errors[field] ??= issue.message;
    }
  }
  return parsed.success && Object.keys(errors).length === 0
    ? { ok: true as const, write: parsed.data }
    : { ok: false as const, errors };
}

/** The preview link's two intents: make one (the old one ends) or revoke it. */
async function previewLinkAction(context: AppLoadContext, id: string, intent: string) {
  const { posts } = context.stores;
  const answer = (answered: ConsoleAnswerData & { path?: string }, status = 200) =>
    data(answered, { status, headers: CONSOLE_HEADERS });
  if (intent === 'link') {
    const token = await posts.createPreviewToken(id);
    if (!token) return answer({ message: GONE_MESSAGE, done: false }, 404);
    return answer({
      message: 'Preview link made: whoever has it can read this post.',
      done: true,
      path: previewPath(token),
    });
  }
  return (await posts.revokePreviewToken(id))
    ? answer({ message: 'Preview link revoked: it no longer opens the post.', done: true })
    : answer({ message: 'This post has no preview link.', done: false }, 404);
}

/**
 * Saves the post (`new` creates it) as a draft, or publishes it (a future date schedules it),
 * or autosaves a draft while the owner types. Buttons go back to the editor, which says what was
 * saved; an autosave (sent by a fetcher) answers its receipt instead. A refusal answers 400 with
 * every value as typed and each wrong field marked, so nothing is lost.
 */
export async function postFormAction(context: AppLoadContext, request: Request, id: string) {
  requireOwner(context, request);
  const form = await readForm(request);
  const values = form ? valuesOfForm(form) : EMPTY_POST_FORM;
  const refuse = (refusal: Omit<PostFormAnswer, 'values'>, status = 400) =>
    data<PostFormAnswer>({ ...refusal, values }, { status, headers: CONSOLE_HEADERS });
  if (!form) return refuse({ message: UNREADABLE_FORM_MESSAGE, errors: {} });
  const typedIntent = form.get('intent');
  const intent = typeof typedIntent === 'string' ? typedIntent : 'draft';
  const creating = id === NEW_POST_ID;
  if (!creating && !isPossibleKey(id)) return refuse({ message: GONE_MESSAGE }, 404);
  if (intent === 'link' || intent === 'unlink') {
    if (creating) return refuse({ message: 'Save the post first, then make its link.' });
    return previewLinkAction(context, id, intent);
  }
  const { posts } = context.stores;
  const stored = creating ? null : await posts.getForOwner(id);
  if (!creating && !stored) return refuse({ message: GONE_MESSAGE }, 404);
  const autosave = intent === 'autosave';
  if (autosave && stored && !stored.draft) return refuse({ message: PUBLIC_AUTOSAVE_MESSAGE }, 409);

  const checked = checkedPost(values, intent !== 'publish', creating);
  if (!checked.ok) return refuse({ message: FIX_MESSAGE, errors: checked.errors });
  let saved: BlogPost | null;
  try {
    saved = creating
      ? await posts.create(await withAuthor(context, checked.write))
      : ((await posts.update(id, checked.write))?.post ?? null);
  } catch (error) {
    if (!isConflictError(error)) throw error;
    return refuse({
      message: FIX_MESSAGE,
      errors: { slug: 'Another post has this slug: choose another one.' },
    });
  }
  if (!saved) return refuse({ message: GONE_MESSAGE }, 404);
  if (autosave) {
    const revision = form.get('revision');
    return data<PostFormAnswer>(
      {
        message: 'Draft saved.',
        saved: {
          id: saved._id,
          revision: typeof revision === 'string' ? revision : '',
          updatedAt: saved.updatedAt,
        },
      },
      { headers: CONSOLE_HEADERS },
    );
  }
  return redirect(`${POSTS_PATH}/${encodeURIComponent(saved._id)}?saved=${saved.state}`, {
    headers: CONSOLE_HEADERS,
  });
}

/**
 * The live preview: the Markdown rendered by the article's own pipeline, nothing stored. The
 * editor posts the source here as the owner types.
 */
export async function renderPreviewAction(context: AppLoadContext, request: Request) {
  if (!context.owner.signedIn) {
    return Response.json(
      { message: SIGNED_OUT_MESSAGE },
      { status: 401, headers: CONSOLE_HEADERS },
    );
  }
  const form = await readForm(request);
  const markdown = form?.get('markdown');
  if (typeof markdown !== 'string' || markdown.length > POST_MARKDOWN_MAX_LENGTH) {
    return Response.json(
      { message: `Markdown must be text of at most ${POST_MARKDOWN_MAX_LENGTH} characters` },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  }
  const { html } = await renderMarkdown(markdown);
  return Response.json({ html }, { headers: CONSOLE_HEADERS });
}

/**
 * POST /admin/posts/:id/autosave: the editor's autosave, sent from script while the owner types.
 * The form's own action does the work; its answer comes back as JSON (a 401 when signed out), so
 * the editor can tell a refusal from a dropped connection and keep the text either way.
 */
export async function autosaveAction(context: AppLoadContext, request: Request, id: string) {
  if (!context.owner.signedIn) {
    return Response.json(
      { message: SIGNED_OUT_MESSAGE },
      { status: 401, headers: CONSOLE_HEADERS },
    );
  }
  const form = await readForm(request);
  if (!form) {
    return Response.json(
      { message: UNREADABLE_FORM_MESSAGE },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  }
  form.set('intent', 'autosave');
  const forwarded = new Request(request.url, { method: 'POST', body: form });
  const result = await postFormAction(context, forwarded, id);
  if (result instanceof Response) return result;
  return Response.json(result.data, result.init ?? { headers: CONSOLE_HEADERS });
}

/** A new post is the owner's, by the name the profile says now (as the API does). */
async function withAuthor(context: AppLoadContext, write: Partial<PostWrite>): Promise<PostWrite> {
  const author = write.author ?? (await context.stores.profile.get()).name;
  return { ...write, author } as PostWrite;
}
