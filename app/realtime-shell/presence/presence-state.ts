/**
 * Who is on this page path and where their cursors are (presence is per path; the
 * badge counts others plus self). A plain reducer, fed by the socket's presence events.
 */
export interface RemoteCursor {
  id: string;
  /** Fractions 0–1 of the document's scroll width/height. */
  x: number;
  y: number;
  color: string;
  name?: string;
}

export interface PresenceState {
  ids: ReadonlySet<string>;
  cursors: ReadonlyMap<string, RemoteCursor>;
  /**
   * Joins and leaves seen while a presence:request is on its way: the reply may predate them,
   * so they are applied again on top of it.
   */
  inFlight: { joined: ReadonlySet<string>; left: ReadonlySet<string> } | null;
}

export type PresenceEvent =
  | { type: 'request' }
  | { type: 'snapshot'; ids: readonly string[] }
  | { type: 'join'; id: string }
  | { type: 'leave'; id: string }
  | { type: 'cursors'; cursors: readonly RemoteCursor[] }
  | { type: 'reset' };

export const EMPTY_PRESENCE: PresenceState = { ids: new Set(), cursors: new Map(), inFlight: null };

function withId(ids: ReadonlySet<string>, id: string): Set<string> {
  return new Set(ids).add(id);
}

function withoutId<T>(items: ReadonlySet<T>, item: T): Set<T> {
  const next = new Set(items);
  next.delete(item);
  return next;
}

function withoutCursor(cursors: ReadonlyMap<string, RemoteCursor>, id: string) {
  if (!cursors.has(id)) return cursors;
  const next = new Map(cursors);
  next.delete(id);
  return next;
}

export function presenceReducer(state: PresenceState, event: PresenceEvent): PresenceState {
  switch (event.type) {
    case 'request':
      return { ...state, inFlight: { joined: new Set(), left: new Set() } };
    case 'snapshot': {
      const ids = new Set(event.ids);
      for (const id of state.inFlight?.joined ?? []) ids.add(id);
      for (const id of state.inFlight?.left ?? []) ids.delete(id);
      const cursors = new Map([...state.cursors].filter(([id]) => ids.has(id)));
      return { ids, cursors, inFlight: null };
    }
    case 'join': {
      const inFlight = state.inFlight && {
        joined: withId(state.inFlight.joined, event.id),
        left: withoutId(state.inFlight.left, event.id),
      };
      return { ...state, ids: withId(state.ids, event.id), inFlight };
    }
    case 'leave': {
      const inFlight = state.inFlight && {
        joined: withoutId(state.inFlight.joined, event.id),
        left: withId(state.inFlight.left, event.id),
      };
      return {
        ids: withoutId(state.ids, event.id),
        cursors: withoutCursor(state.cursors, event.id),
        inFlight,
      };
    }
    case 'cursors': {
      // A cursor can only come from someone on this path, even if their join was missed.
      const ids = new Set(state.ids);
      const cursors = new Map(state.cursors);
      for (const cursor of event.cursors) {
        ids.add(cursor.id);
        // Re-inserted: the map lists cursors from least to most recently moved.
        cursors.delete(cursor.id);
        cursors.set(cursor.id, cursor);
      }
      return { ...state, ids, cursors };
    }
    case 'reset':
      return EMPTY_PRESENCE;
  }
}

/** 'N online': everybody else on the path plus the visitor; 0 while not connected. */
export function onlineCount(state: PresenceState, selfId: string | null): number {
  if (selfId === null) return 0;
  return withoutId(state.ids, selfId).size + 1;
}

/** In a crowded room the count says how many are here; this many cursors are drawn. */
export const REMOTE_CURSORS_SHOWN_MAX = 20;

/** Cursors to draw: the most recently moved ones, never the visitor's own. */
export function remoteCursors(state: PresenceState, selfId: string | null): RemoteCursor[] {
  return [...state.cursors.values()]
    .filter((cursor) => cursor.id !== selfId)
    .slice(-REMOTE_CURSORS_SHOWN_MAX);
}
