import type { Request, RequestHandler } from 'express';
import type { OwnerAccess, OwnerDevice, OwnerSignInResult } from '#common/owner.ts';
import type { OwnerAuth, SignInResult } from './owner-auth';
import type { OwnerCookie } from './owner-cookie';
import type { OwnerSessionRecord } from './owner-store';

/** What `identifyOwner` found: a correctly signed cookie's token, and its session if it lasts. */
interface OwnerIdentity {
  token: string;
  session: OwnerSessionRecord | null;
}

/** Only requests that carry a correctly signed owner cookie are here (see `carriesOwnerCookie`). */
const identities = new WeakMap<Request, OwnerIdentity>();

/**
 * Reads the owner's cookie once per page request. A correctly signed cookie marks the request
 * as the owner's whether or not its session still exists (see `carriesOwnerCookie`); only such a
 * request costs a database read.
 */
export function identifyOwner(auth: OwnerAuth, cookie: OwnerCookie): RequestHandler {
  return async (req, _res, next) => {
    try {
      const token = await cookie.tokenFrom(req.get('cookie'));
      if (token) identities.set(req, { token, session: await auth.identify(token) });
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
export const carriesOwnerCookie = (req: Request) => identities.has(req);

const deviceView = (session: OwnerSessionRecord, currentHash: string | null): OwnerDevice => ({
  id: session.tokenHash,
  device: session.device,
  address: session.address,
  signedInAt: session.createdAt.toISOString(),
  lastSeenAt: session.lastSeenAt.toISOString(),
  current: session.tokenHash === currentHash,
});

/** The console's view of the owner for one request (the pages' `context.owner`). */
export function ownerAccessFor(req: Request, auth: OwnerAuth, cookie: OwnerCookie): OwnerAccess {
  const identity = identities.get(req);
  const session = identity?.session ?? null;
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
      if (identity) await auth.signOut(identity.token);
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
