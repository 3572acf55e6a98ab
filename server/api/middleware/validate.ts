import type { z } from 'zod';
import { isPossibleKey } from '#common/schemas.ts';
import { checkBody } from '../../content/check-body';
import { HttpError } from './errors';

/** Request input → typed values or a 400 with one clear message (see checkBody). */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  firstMessage: (error: z.ZodError) => string = defaultMessage,
): z.infer<S> {
  const checked = checkBody(schema, body, firstMessage);
  if (!checked.ok) throw new HttpError(400, checked.message);
  return checked.data;
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
