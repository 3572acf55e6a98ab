import { data, redirect, type AppLoadContext } from 'react-router';
import { readForm, UNREADABLE_FORM_MESSAGE } from '../../lib/read-form.server';
import { CONSOLE_HEADERS, consoleDestination } from './owner.server';

export type SignInActionData = { message: string; field: 'password' | 'adminToken' | 'confirm' };

const PASSWORDS_DIFFER_MESSAGE = 'The two passwords differ.';

/** The sign-in page: straight on to the console when already signed in. */
export async function signInPageData(context: AppLoadContext, request: Request) {
  const next = consoleDestination(new URL(request.url).searchParams.get('next'));
  if (context.owner.signedIn) throw redirect(next, { headers: CONSOLE_HEADERS });
  return data(
    { next, firstPassword: await context.owner.needsFirstPassword() },
    { headers: CONSOLE_HEADERS },
  );
}

/**
 * Signs in with the password, or (on the first visit) sets it with ADMIN_TOKEN. A refusal says
 * what to fix; the browser keeps what was typed (the password is never sent back in the page).
 */
export async function signInFromForm(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  if (!form) {
    return data<SignInActionData>(
      { message: UNREADABLE_FORM_MESSAGE, field: 'password' },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const next = consoleDestination(text('next'));
  const password = text('password');
  let result;
  if (text('intent') === 'first-password') {
    if (password !== text('confirm')) {
      return data<SignInActionData>(
        { message: PASSWORDS_DIFFER_MESSAGE, field: 'confirm' },
        { status: 400, headers: CONSOLE_HEADERS },
      );
    }
    result = await context.owner.setFirstPassword(text('adminToken'), password);
  } else {
    result = await context.owner.signIn(password);
  }
  if (result.ok) {
    throw redirect(next, { headers: { ...CONSOLE_HEADERS, 'Set-Cookie': result.setCookie } });
  }
  const field =
    result.status === 401 && text('intent') === 'first-password' ? 'adminToken' : 'password';
  return data<SignInActionData>(
    { message: result.message, field },
    { status: result.status, headers: CONSOLE_HEADERS },
  );
}
