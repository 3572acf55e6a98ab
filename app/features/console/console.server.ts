import { data, redirect, type AppLoadContext } from 'react-router';
import { readForm } from '../../lib/read-form.server';
import { CONSOLE_HEADERS, requireOwner } from './owner.server';
import type { ConsoleAnswerData } from './ConsoleAnswer';
import { SIGN_IN_PATH } from './paths';

/** The dashboard's figures: what waits for the owner, each with its count. */
export async function dashboardData(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  const [pendingComments, unreadMessages, posts, projects] = await Promise.all([
    context.stores.comments.listUnapproved(),
    context.stores.contact.countUnread(),
    context.stores.posts.listForOwner(),
    context.stores.projects.list({ includeHidden: true }),
  ]);
  return data(
    {
      pendingComments: pendingComments.length,
      unreadMessages,
      posts: posts.length,
      projects: projects.length,
      hiddenProjects: projects.filter((project) => project.hidden).length,
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function devicesData(context: AppLoadContext, request: Request) {
  requireOwner(context, request);
  return data({ devices: await context.owner.devices() }, { headers: CONSOLE_HEADERS });
}

const signedOut = (setCookie: string) =>
  redirect(SIGN_IN_PATH, { headers: { ...CONSOLE_HEADERS, 'Set-Cookie': setCookie } });

/** Signs one device out, or all of them; signing out this device goes back to sign-in. */
export async function devicesAction(context: AppLoadContext, request: Request) {
  const current = requireOwner(context, request);
  const form = await readForm(request);
  const intent = form?.get('intent');
  if (intent === 'sign-out-everywhere') return signedOut(await context.owner.signOutEverywhere());
  const id = form?.get('id');
  if (intent === 'sign-out-device' && typeof id === 'string' && id !== '') {
    if (id === current.id) return signedOut(await context.owner.signOut());
    await context.owner.signOutDevice(id);
    return data<ConsoleAnswerData>(
      { message: 'That device is signed out.', done: true },
      { headers: CONSOLE_HEADERS },
    );
  }
  return data<ConsoleAnswerData>(
    { message: 'Choose a device to sign out.', done: false },
    { status: 400, headers: CONSOLE_HEADERS },
  );
}

export async function signOutAction(context: AppLoadContext) {
  return signedOut(await context.owner.signOut());
}
