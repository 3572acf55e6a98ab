/**
 * A value, or the one message that says why there is none: a page section's data that could not
 * be read (sections fail independently), or visitor input that did not pass its schema.
 */
export type Settled<T> = { ok: true; data: T } | { ok: false; message: string };
