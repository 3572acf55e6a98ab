import { SESSION_STORAGE_KEYS } from '../lib/storage/keys';

/**
 * Room access tokens of this tab, one per room id. Kept in sessionStorage so a reload or a
 * reconnect presents the token again instead of asking for the password; a new tab
 * asks again. Storage failures are ignored: the tab then simply asks again.
 */
export interface RoomTokenStore {
  get(room: string): string | undefined;
  set(room: string, token: string): void;
  remove(room: string): void;
}

function readAll(storage: Storage): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(SESSION_STORAGE_KEYS.roomTokens) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const tokens: Record<string, string> = {};
    for (const [room, token] of Object.entries(value)) {
      if (typeof token === 'string') tokens[room] = token;
    }
    return tokens;
  } catch {
    return {};
  }
}

function writeAll(storage: Storage, tokens: Record<string, string>): void {
  try {
    storage.setItem(SESSION_STORAGE_KEYS.roomTokens, JSON.stringify(tokens));
  } catch {
    // Ignored: without storage the password is asked again after a reload.
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The tab's tokens in sessionStorage (in memory where there is none, e.g. server rendering). */
export function sessionRoomTokens(): RoomTokenStore {
  const storage = sessionStorageOrNull();
  if (!storage) return memoryRoomTokens();
  return {
    get: (room) => readAll(storage)[room],
    set: (room, token) => writeAll(storage, { ...readAll(storage), [room]: token }),
    remove: (room) => {
      const { [room]: _removed, ...rest } = readAll(storage);
      writeAll(storage, rest);
    },
  };
}

export function memoryRoomTokens(initial: Record<string, string> = {}): RoomTokenStore {
  const tokens = new Map(Object.entries(initial));
  return {
    get: (room) => tokens.get(room),
    set: (room, token) => void tokens.set(room, token),
    remove: (room) => void tokens.delete(room),
  };
}
