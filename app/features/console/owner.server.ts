import { redirect, type AppLoadContext } from 'react-router';
import type { OwnerDevice } from '#common/owner.ts';
import { CONSOLE_PATH, SIGN_IN_PATH } from './paths';

/**
 * Every console loader and action starts here: the signed-in owner's device, or a redirect to
 * sign-in that comes back to the page asked for. (A layout's loader does not guard its children's
 * actions, so each one asks.)
 */
export function requireOwner(context: AppLoadContext, request: Request): OwnerDevice {
  const device = context.owner.signedIn;
  if (device) return device;
  const { pathname, search } = new URL(request.url);
  throw redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(pathname + search)}`);
}

/** Where to go after signing in: a console page, never another site (an open redirect). */
export function consoleDestination(next: unknown): string {
  if (typeof next !== 'string') return CONSOLE_PATH;
  const inConsole = next === CONSOLE_PATH || next.startsWith(`${CONSOLE_PATH}/`);
  return inConsole && !next.startsWith(SIGN_IN_PATH) && !/[\\\s]/.test(next) ? next : CONSOLE_PATH;
}

/** The console's answers are the owner's alone: no shared cache keeps them, no index lists them. */
export const CONSOLE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

export const consoleHeaders = () => CONSOLE_HEADERS;
