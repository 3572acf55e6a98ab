import { createCookie } from 'react-router';
import { SESSION_IDLE_EXPIRY_MS } from './owner-auth';

/**
 * The owner's session cookie: HttpOnly (no script reads it), SameSite=Lax (no cross-site form
 * carries it), and on https `Secure` with the `__Host-` prefix, which the browser only accepts
 * from this exact host over https with Path=/ (no subdomain can plant or shadow it). Its value is
 * signed with SESSION_SECRET, so a made-up cookie is told apart without a database read.
 */
export interface OwnerCookie {
  name: string;
  /** The session token in a Cookie header, or null when there is none or its signature is wrong. */
  tokenFrom(cookieHeader: string | undefined): Promise<string | null>;
  /** Whether a Cookie header names the owner's cookie at all (no signature check). */
  presentIn(cookieHeader: string | undefined): boolean;
  issue(token: string): Promise<string>;
  clear(): Promise<string>;
}

export function createOwnerCookie(publicUrl: string, secret: string): OwnerCookie {
  const secure = new URL(publicUrl).protocol === 'https:';
  const name = secure ? '__Host-owner' : 'owner';
  const cookie = createCookie(name, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_IDLE_EXPIRY_MS / 1000,
    secrets: [secret],
  });
  const namePattern = new RegExp(`(?:^|;\\s*)${name.replace(/[-_]/g, '\\$&')}=`);
  return {
    name,
    async tokenFrom(cookieHeader) {
      if (!cookieHeader || !namePattern.test(cookieHeader)) return null;
      const value: unknown = await cookie.parse(cookieHeader);
      return typeof value === 'string' && value !== '' ? value : null;
    },
    presentIn: (cookieHeader) => Boolean(cookieHeader && namePattern.test(cookieHeader)),
    issue: (token) => cookie.serialize(token),
    clear: () => cookie.serialize('', { maxAge: 0 }),
  };
}
