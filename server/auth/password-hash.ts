import { hash, verify } from '@node-rs/argon2';

/**
 * The owner's password, stored only as an argon2id hash (the library's defaults: 19 MiB, two
 * passes, the parameters kept inside the hash so they can be raised later). Hashing runs on the
 * library's own threads, not on the event loop or libuv's pool, and takes about 65 ms here.
 */
export function hashOwnerPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'));
}

export async function ownerPasswordMatches(password: string, stored: string): Promise<boolean> {
  try {
    return await verify(stored, password.normalize('NFC'));
  } catch {
    // A hash the library cannot read matches nothing, rather than failing the sign-in with a 500.
    return false;
  }
}
