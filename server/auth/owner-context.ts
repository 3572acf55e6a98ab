import type { Request, RequestHandler, Response } from 'express';
import type { OwnerAccess, OwnerDevice, OwnerSignInResult } from '#common/owner.ts';
import type { OwnerAuth, SignInResult } from './owner-auth';
import type { OwnerCookie } from './owner-cookie';
import type { OwnerSessionRecord } from './owner-store';

/** Requests whose owner cookie had a valid signature (see `carriesOwnerCookie`). */
const withOwnerCookie = new WeakSet<Request>();

/** Set on `res.locals` by `identifyOwner` for every page request. */
interface OwnerLocals {
  ownerToken?: string | null;
  ownerSession?: OwnerSessionRecord | null;
}

/**
 * Reads the owner's cookie once per page request. A correctly signed cookie marks the request
 * as the owner's whether or not its session still exists (see `carriesOwnerCookie`); only such a
 * request costs a database read.
 */
export function identifyOwner(auth: OwnerAuth, cookie: OwnerCookie): RequestHandler {
  return async (req, res, next) => {
    try {
      const locals = res.locals as OwnerLocals;
      locals.ownerToken = await cookie.tokenFrom(req.get('cookie'));
      if (locals.ownerToken) withOwnerCookie.add(req);
      locals.ownerSession = locals.ownerToken ? await auth.identify(locals.ownerToken) : null;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Whether a request carries the owner's (signed) cookie: such a request is never answered from
 * the shared page cache nor stored into it, even when its session has just been revoked.
 */
export const carriesOwnerCookie = (req: Request) => withOwnerCookie.has(req);

const deviceView = (session: OwnerSessionRecord, currentHash: string | null): OwnerDevice => ({
  id: session.tokenHash,
  device: session.device,
  address: session.address,
  signedInAt: session.createdAt.toISOString(),
  lastSeenAt: session.lastSeenAt.toISOString(),
  current: session.tokenHash === currentHash,
});

/** The console's view of the owner for one request (the pages' `context.owner`). */
export function ownerAccessFor(
  req: Request,
  res: Response,
  auth: OwnerAuth,
  cookie: OwnerCookie,
): OwnerAccess {
  const locals = res.locals as OwnerLocals;
  const session = locals.ownerSession ?? null;
  const who = { address: req.ip ?? '', userAgent: req.get('user-agent') ?? '' };
  const withCookie = async (result: SignInResult): Promise<OwnerSignInResult> =>
    result.ok ? { ok: true, setCookie: await cookie.issue(result.token) } : result;
  return {
    signedIn: session ? deviceView(session, session.tokenHash) : null,
    needsFirstPassword: async () => !(await auth.hasPassword()),
    signIn: async (password) => withCookie(await auth.signIn(password, who)),
    setFirstPassword: async (adminToken, password) =>
      withCookie(await auth.setFirstPassword(adminToken, password, who)),
    async signOut() {
      if (locals.ownerToken) await auth.signOut(locals.ownerToken);
      return cookie.clear();
    },
    signOutDevice: (id) => auth.signOutSession(id),
    async signOutEverywhere() {
      await auth.signOutEverywhere();
      return cookie.clear();
    },
    async devices() {
      const sessions = await auth.sessions();
      return sessions.map((each) => deviceView(each, session?.tokenHash ?? null));
    },
  };
}
