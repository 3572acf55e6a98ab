import { describe, expect, it } from 'vitest';
import { ROOM_MESSAGES } from '../../../../common/realtime';
import {
  accessReducer,
  INITIAL_ACCESS,
  lostCreateRace,
  type AccessEvent,
  type AccessState,
} from './room-access';

const run = (...events: AccessEvent[]): AccessState => events.reduce(accessReducer, INITIAL_ACCESS);

describe('editor room access (docs/product.md#rooms-and-access)', () => {
  it('starts by checking, with no dialog', () => {
    expect(INITIAL_ACCESS.phase).toBe('checking');
  });

  it('opens the create dialog for a new room, or when room info does not answer in time', () => {
    expect(run({ type: 'info', reply: { exists: false, isPrivate: false } }).phase).toBe('create');
    expect(run({ type: 'info', reply: null }).phase).toBe('create');
  });

  it('asks for the password of a private room', () => {
    const state = run({ type: 'info', reply: { exists: true, isPrivate: true } });
    expect(state).toMatchObject({ phase: 'join', isPrivate: true });
  });

  it('waits for the server to admit a public room by itself', () => {
    const waiting = run({ type: 'info', reply: { exists: true, isPrivate: false } });
    expect(waiting.phase).toBe('checking');
    expect(accessReducer(waiting, { type: 'joined', isPrivate: false }).phase).toBe('granted');
  });

  it('shows a room-info error in the create dialog', () => {
    const state = run({ type: 'info', reply: { message: ROOM_MESSAGES.invalidRoomId } });
    expect(state).toMatchObject({ phase: 'create', error: ROOM_MESSAGES.invalidRoomId });
  });

  it('grants access on room:joined and remembers who created the room', () => {
    const state = run(
      { type: 'info', reply: { exists: false, isPrivate: false } },
      { type: 'submitted' },
      { type: 'joined', isPrivate: true },
      { type: 'created' },
    );
    expect(state).toEqual({
      phase: 'granted',
      isPrivate: true,
      error: null,
      busy: false,
      createdHere: true,
    });
  });

  it('keeps the dialog open with the message when creating or joining fails', () => {
    const created = run({ type: 'info', reply: null }, { type: 'submitted' });
    expect(created.busy).toBe(true);
    expect(accessReducer(created, { type: 'createFailed', message: '' })).toMatchObject({
      phase: 'create',
      busy: false,
      error: 'Failed to create room',
    });
    const joining = run(
      { type: 'info', reply: { exists: true, isPrivate: true } },
      { type: 'submitted' },
    );
    expect(accessReducer(joining, { type: 'verifyFailed', message: null }).error).toBe(
      'Access denied',
    );
    expect(
      accessReducer(joining, { type: 'verifyFailed', message: 'Incorrect password' }).error,
    ).toBe('Incorrect password');
  });

  it('stays in the room across a network blip, and checks again only when asked', () => {
    const granted = run({ type: 'joined', isPrivate: true });
    expect(accessReducer(granted, { type: 'info', reply: null }).phase).toBe('granted');
    const lost = run(
      { type: 'joined', isPrivate: true },
      { type: 'recheck' },
      { type: 'info', reply: { exists: true, isPrivate: true } },
    );
    expect(lost.phase).toBe('join');
  });

  it('treats losing a create race as joining an existing room', () => {
    expect(lostCreateRace(ROOM_MESSAGES.roomExists)).toBe(true);
    expect(lostCreateRace(ROOM_MESSAGES.passwordTooShort)).toBe(false);
  });
});
