import { data, type AppLoadContext } from 'react-router';
import { audiencePeriodOf, postPath } from '#common/audience.ts';
import { readForm } from '../../lib/read-form.server';
import type { ConsoleAnswerData } from './ConsoleAnswer';
import { CONSOLE_HEADERS, requireOwner } from './owner.server';

/** The audience screen: the period's days, top pages and referrers, and every post's figures. */
export async function audienceData(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const days = audiencePeriodOf(new URL(request.url).searchParams.get('days'));
  const posts = await context.stores.posts.all();
  const report = await context.audience.report(
    days,
    posts.map((post) => postPath(post.slug)),
  );
  return data(
    {
      report,
      posts: posts.map((post) => ({ title: post.title, path: postPath(post.slug) })),
    },
    { headers: CONSOLE_HEADERS },
  );
}

const AUDIENCE_DELETED_MESSAGE = 'All audience data is deleted.';

export async function audienceAction(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const form = await readForm(request);
  if (form?.get('intent') !== 'delete-all') {
    return data<ConsoleAnswerData>(
      { message: 'Choose what to do.', done: false },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  }
  await context.audience.deleteAll();
  return data<ConsoleAnswerData>(
    { message: AUDIENCE_DELETED_MESSAGE, done: true },
    { headers: CONSOLE_HEADERS },
  );
}

/** The period's days as CSV (day, views, visitors), to open in a spreadsheet. */
export async function audienceCsv(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const days = audiencePeriodOf(new URL(request.url).searchParams.get('days'));
  const { series } = await context.audience.report(days, []);
  const lines = ['day,views,visitors', ...series.map((d) => `${d.day},${d.views},${d.visitors}`)];
  return new Response(`${lines.join('\r\n')}\r\n`, {
    headers: {
      ...CONSOLE_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audience-${days}-days.csv"`,
    },
  });
}
