import { data, type AppLoadContext } from 'react-router';
import { readForm } from '../../lib/read-form.server';
import type { ConsoleAnswerData } from './ConsoleAnswer';
import { CONSOLE_HEADERS, requireOwner } from './owner.server';

/** The queue shows this many at most: the waiting ones first, so none of those is left out. */
const MODERATION_LIST_MAX = 500;

const MODERATION_ACTIONS = ['approve', 'unapprove', 'delete'] as const;
type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const NOTHING_CHOSEN_MESSAGE = 'Choose at least one comment first.';

/** Every comment with the title of its post, waiting ones first. */
export async function moderationData(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const [comments, posts] = await Promise.all([
    context.stores.comments.listForModeration(MODERATION_LIST_MAX),
    context.stores.posts.listForOwner(),
  ]);
  const titles = new Map(posts.map((post) => [post.slug, post.title]));
  return data(
    {
      comments: comments.map((comment) => ({
        ...comment,
        postTitle: titles.get(comment.postSlug) ?? comment.postSlug,
      })),
    },
    { headers: CONSOLE_HEADERS },
  );
}

const isAction = (value: unknown): value is ModerationAction =>
  (MODERATION_ACTIONS as readonly unknown[]).includes(value);

/**
 * One form for the whole queue: a row's own button sends `row=<action>:<id>`; the buttons above
 * the list send `intent=<action>` with every ticked `ids`. Approving or taking a comment off
 * shows on its article at the next request (the write announces the change).
 */
export async function moderationAction(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const form = await readForm(request);
  const row = form?.get('row');
  let action: unknown = form?.get('intent');
  let ids = (form?.getAll('ids') ?? []).filter((id): id is string => typeof id === 'string');
  if (typeof row === 'string' && row.includes(':')) {
    const split = row.indexOf(':');
    action = row.slice(0, split);
    ids = [row.slice(split + 1)];
  }
  const answer = (message: string, done: boolean, status = 200) =>
    data<ConsoleAnswerData>({ message, done }, { status, headers: CONSOLE_HEADERS });
  if (!isAction(action)) return answer('Choose what to do with the comments.', false, 400);
  if (ids.length === 0) return answer(NOTHING_CHOSEN_MESSAGE, false, 400);

  const { comments } = context.stores;
  const run = {
    approve: (id: string) => comments.approve(id),
    unapprove: (id: string) => comments.unapprove(id),
    delete: (id: string) => comments.remove(id),
  };
  const results = await Promise.all(ids.map((id) => run[action](id)));
  const changed = results.filter(Boolean).length;
  return answer(doneMessage(action, changed), true);
}

function doneMessage(action: ModerationAction, count: number): string {
  const comments = count === 1 ? '1 comment' : `${count} comments`;
  if (count === 0) return 'Nothing changed: those comments are gone.';
  if (action === 'approve') return `${comments} approved: shown on the article.`;
  if (action === 'unapprove') return `${comments} taken off the article, waiting again.`;
  return `${comments} deleted.`;
}
