import type { z } from 'zod';
import { containsNul, NUL_TEXT_MESSAGE } from '#common/schemas.ts';
import type { Settled } from '#common/settled.ts';

/**
 * Visitor input → typed values, or the one message that says what is wrong. A body that is not
 * an object (missing, an array, another content type) counts as an empty object, so the schema
 * names the missing fields instead of failing on the type; a NUL byte anywhere is refused first
 * (PostgreSQL cannot store it).
 */
export function checkBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  firstMessage: (error: z.ZodError) => string,
): Settled<z.infer<S>> {
  const input = isPlainObject(body) ? body : {};
  if (anyTextContainsNul(input)) return { ok: false, message: NUL_TEXT_MESSAGE };
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) };
  return { ok: true, data: parsed.data };
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
