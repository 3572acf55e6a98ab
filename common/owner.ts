/**
 * What the pages know of the owner's sign-in: built per request by the server
 * (server/auth/owner-context.ts), used by the console's loaders and actions. Types only; the
 * session token itself never reaches the pages.
 */

/** One signed-in device, as the console's device list shows it. */
export interface OwnerDevice {
  /** Opaque: names the device in a "sign this one out" form. */
  id: string;
  device: string;
  address: string;
  signedInAt: string;
  lastSeenAt: string;
  /** The device this request comes from. */
  current: boolean;
}

/** A sign-in step that worked carries the cookie to set; one that did not, what to say. */
export type OwnerSignInResult =
  { ok: true; setCookie: string } | { ok: false; status: 400 | 401 | 403 | 429; message: string };

export interface OwnerAccess {
  /** The signed-in owner's device, or null for everybody else. */
  signedIn: OwnerDevice | null;
  /** Whether the first password still has to be chosen (ADMIN_TOKEN then proves the owner). */
  needsFirstPassword(): Promise<boolean>;
  signIn(password: string): Promise<OwnerSignInResult>;
  setFirstPassword(adminToken: string, password: string): Promise<OwnerSignInResult>;
  /** Signs this device out; the Set-Cookie value that clears the cookie. */
  signOut(): Promise<string>;
  /** Signs one device out (this one too, if named). */
  signOutDevice(id: string): Promise<void>;
  /** Signs every device out, this one included; the Set-Cookie value that clears the cookie. */
  signOutEverywhere(): Promise<string>;
  devices(): Promise<OwnerDevice[]>;
}
