/** A section's data, or why it could not be read (pages whose sections fail independently). */
export type Settled<T> = { ok: true; data: T } | { ok: false; message: string };
