import type { z } from 'zod';
import { containsNul, isPossibleKey, NUL_TEXT_MESSAGE } from '../../../common/schemas';
import { HttpError } from './errors';

/**
 * Request input → typed values or a 400 with one clear message. A body that is not a JSON
 * object (missing, an array, another content type) counts as an empty object, so the schema
 * names the missing fields instead of failing on the type.
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  firstMessage: (error: z.ZodError) => string = defaultMessage,
): z.infer<S> {
  const input = isPlainObject(body) ? body : {};
  if (anyTextContainsNul(input)) throw new HttpError(400, NUL_TEXT_MESSAGE);
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, firstMessage(parsed.error));
  return parsed.data;
}

export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.infer<S> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new HttpError(400, defaultMessage(parsed.error));
  return parsed.data;
}

/**
 * An id or slug from the path. Ids are opaque strings: one that cannot exist (too long, or a
 * NUL byte Postgres would reject) is simply not found.
 */
export function lookupKey(value: unknown, notFoundMessage: string): string {
  if (!isPossibleKey(value)) throw new HttpError(404, notFoundMessage);
  return value;
}

function defaultMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Walks the whole body with a work list, not recursion: a client chooses how deep its JSON
 * nests (9,000 levels fit in 100 kB), and a recursive walk would overflow the stack.
 */
function anyTextContainsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (containsNul(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (isPlainObject(value)) {
      for (const item of Object.values(value)) pending.push(item);
    }
  }
  return false;
}
