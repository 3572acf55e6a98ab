import { ROOM_MESSAGES, type RoomInfoReply } from '../../../../common/realtime';

/**
 * docs/product.md#rooms-and-access "Room access" for an editor room, as a pure state machine (the hook in
 * use-room-access.ts feeds it the socket's answers). The workspace shows only in 'granted',
 * which follows the server's `room:joined`: content never reaches a tab the server has not
 * admitted.
 */
export type AccessPhase = 'checking' | 'create' | 'join' | 'granted';

export interface AccessState {
  phase: AccessPhase;
  isPrivate: boolean;
  /** The server's message (or 'Access denied'), shown in the dialog. */
  error: string | null;
  busy: boolean;
  /** This tab created the room, so it seeds the room with its local files. */
  createdHere: boolean;
}

export type AccessEvent =
  /** The room-info answer; null when none came in time (the room is then treated as new). */
  | { type: 'info'; reply: RoomInfoReply | null }
  | { type: 'joined'; isPrivate: boolean }
  | { type: 'submitted' }
  | { type: 'created' }
  | { type: 'createFailed'; message: string }
  | { type: 'verifyFailed'; message: string | null }
  /** Reconnected without being admitted again (e.g. an expired token): check afresh. */
  | { type: 'recheck' };

export const INITIAL_ACCESS: AccessState = {
  phase: 'checking',
  isPrivate: false,
  error: null,
  busy: false,
  createdHere: false,
};

function fromInfo(state: AccessState, reply: RoomInfoReply | null): AccessState {
  if (state.phase === 'granted') return state;
  if (reply === null) return { ...state, phase: 'create', busy: false };
  if ('message' in reply) return { ...state, phase: 'create', busy: false, error: reply.message };
  if (!reply.exists) return { ...state, phase: 'create', busy: false };
  // A public room admits the socket by itself (`room:joined` follows); a private one asks.
  if (!reply.isPrivate) return { ...state, phase: 'checking', isPrivate: false, busy: false };
  return { ...state, phase: 'join', isPrivate: true, busy: false };
}

export function accessReducer(state: AccessState, event: AccessEvent): AccessState {
  switch (event.type) {
    case 'info':
      return fromInfo(state, event.reply);
    case 'joined':
      return { ...state, phase: 'granted', isPrivate: event.isPrivate, error: null, busy: false };
    case 'submitted':
      return { ...state, busy: true, error: null };
    case 'created':
      return { ...state, createdHere: true, busy: false };
    case 'createFailed':
      return { ...state, busy: false, error: event.message || ROOM_MESSAGES.createFailed };
    case 'verifyFailed':
      return { ...state, busy: false, error: event.message || ROOM_MESSAGES.accessDenied };
    case 'recheck':
      return state.phase === 'granted' ? { ...state, phase: 'checking' } : state;
  }
}

/**
 * Creating a room somebody else created a moment earlier (two visitors arriving at once) is
 * not an error for the visitor: the room is checked again and joined like any existing room.
 */
export function lostCreateRace(message: string): boolean {
  return message === ROOM_MESSAGES.roomExists;
}
