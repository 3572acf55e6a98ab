import type { z } from 'zod';
import { API_ID_MAX_LENGTH } from '../../../common/constants';
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
  if (containsNul(input)) throw new HttpError(400, 'Text must not contain NUL characters');
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
  if (
    typeof value !== 'string' ||
    !value ||
    value.length > API_ID_MAX_LENGTH ||
    value.includes('\u0000')
  ) {
    throw new HttpError(404, notFoundMessage);
  }
  return value;
}

function defaultMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (isPlainObject(value)) return Object.values(value).some(containsNul);
  return false;
}
