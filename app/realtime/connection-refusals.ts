import { useSyncExternalStore } from 'react';
import { REALTIME_MESSAGES } from '#common/realtime/index.ts';

/**
 * Why the server refused to connect a socket of this tab, in words for the visitor (the
 * server's connect error, when it is one of ours): shown where the connection state is shown.
 * Kept per socket until it connects or closes; the refusal counts per client address, so any
 * socket's refusal concerns the whole tab.
 */
const VISITOR_REFUSALS = new Set<string>([REALTIME_MESSAGES.tooManyConnections]);

const refusals = new Map<object, string>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Records the outcome of a connection attempt of `socket` (an Error for a connect_error). */
export function recordConnectOutcome(socket: object, error: Error | null): void {
  const message = error && VISITOR_REFUSALS.has(error.message) ? error.message : null;
  if ((refusals.get(socket) ?? null) === message) return;
  if (message) refusals.set(socket, message);
  else refusals.delete(socket);
  changed();
}

export function forgetConnectOutcome(socket: object): void {
  if (refusals.delete(socket)) changed();
}

export function currentRefusal(): string | null {
  for (const message of refusals.values()) return message;
  return null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server's refusal of a socket of this tab, or null (always null on the server). */
export function useConnectionRefusal(): string | null {
  return useSyncExternalStore(subscribe, currentRefusal, () => null);
}
