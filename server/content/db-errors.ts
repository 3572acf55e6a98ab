/** Postgres SQLSTATE for a unique constraint violation, as both drivers report it. */
const UNIQUE_VIOLATION = '23505';

/** Drizzle wraps driver errors; the SQLSTATE may sit on the error or on one of its causes. */
export function isUniqueViolation(error: unknown): boolean {
  const MAX_CAUSE_DEPTH = 5;
  let current: unknown = error;
  for (let depth = 0; current && depth < MAX_CAUSE_DEPTH; depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
