import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  RoomCreateReply,
  RoomInfoReply,
  RoomJoined,
  RoomVerifyReply,
} from '#common/realtime/contract.ts';
import { ROOM_MESSAGES } from '#common/realtime/messages.ts';
import { RoomAccess, type AccessPort } from './room-access';

const ROOM = 'team-a';
const TIMING = { infoTimeoutMs: 3000, tokenGraceMs: 2000 };

/** A scripted room socket: replies are handed in per test; admissions are pushed by hand. */
function fakePort(options: {
  info?: Promise<RoomInfoReply | null>;
  create?: RoomCreateReply;
  verify?: RoomVerifyReply;
  token?: boolean;
  admitted?: RoomJoined;
}) {
  const admittedListeners = new Set<(joined: RoomJoined) => void>();
  let token = options.token ?? false;
  const port = {
    roomInfo: vi.fn(() => options.info ?? new Promise<RoomInfoReply | null>(() => undefined)),
    createRoom: vi.fn((): Promise<RoomCreateReply> =>
      Promise.resolve(options.create ?? { success: false, message: '' }),
    ),
    verifyRoom: vi.fn((): Promise<RoomVerifyReply> =>
      Promise.resolve(options.verify ?? { success: false, message: '' }),
    ),
    admission: () => options.admitted ?? null,
    onAdmitted: (listener: (joined: RoomJoined) => void) => {
      admittedListeners.add(listener);
      return () => admittedListeners.delete(listener);
    },
    hasToken: () => token,
    forgetToken: vi.fn(() => {
      token = false;
    }),
  } satisfies AccessPort;
  const admit = (joined: RoomJoined) => {
    for (const listener of admittedListeners) listener(joined);
  };
  return { port, admit };
}

async function started(port: AccessPort) {
  const access = new RoomAccess(port, ROOM, TIMING);
  access.start();
  await vi.advanceTimersByTimeAsync(0);
  return access;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RoomAccess: room info', () => {
  it('grants a public room', async () => {
    const { port } = fakePort({ info: Promise.resolve({ exists: true, isPrivate: false }) });
    const access = await started(port);
    expect(access.getState()).toMatchObject({ phase: 'granted', isPrivate: false });
    expect(port.roomInfo).toHaveBeenCalledWith(ROOM);
  });

  it('opens the join dialog for a private room', async () => {
    const { port } = fakePort({ info: Promise.resolve({ exists: true, isPrivate: true }) });
    const access = await started(port);
    expect(access.getState()).toMatchObject({ phase: 'join', isPrivate: true, error: null });
  });

  it('opens the create dialog for a new room', async () => {
    const { port } = fakePort({ info: Promise.resolve({ exists: false, isPrivate: false }) });
    expect((await started(port)).getState().phase).toBe('create');
  });

  it('treats no reply within 3 s as a new room', async () => {
    const { port } = fakePort({});
    const access = await started(port);
    await vi.advanceTimersByTimeAsync(2999);
    expect(access.getState().phase).toBe('checking');
    await vi.advanceTimersByTimeAsync(1);
    expect(access.getState()).toMatchObject({ phase: 'create', error: null });
  });

  it('treats a null reply (the adapter timed out) as a new room', async () => {
    const { port } = fakePort({ info: Promise.resolve(null) });
    expect((await started(port)).getState().phase).toBe('create');
  });

  it('shows the words of a refused room id in the create dialog', async () => {
    const message = "Room id must be 1 to 64 letters, digits, '-' or '_'";
    const { port } = fakePort({ info: Promise.resolve({ message }) });
    expect((await started(port)).getState()).toMatchObject({ phase: 'create', error: message });
  });

  it('is granted at once when the socket is already admitted', async () => {
    const { port } = fakePort({ admitted: { room: ROOM, isPrivate: true } });
    const access = await started(port);
    expect(access.getState()).toMatchObject({ phase: 'granted', isPrivate: true });
    expect(port.roomInfo).not.toHaveBeenCalled();
  });
});

describe('RoomAccess: a tab that holds a token', () => {
  it('waits for the server to admit it instead of asking for the password', async () => {
    const { port, admit } = fakePort({
      info: Promise.resolve({ exists: true, isPrivate: true }),
      token: true,
    });
    const access = await started(port);
    expect(access.getState()).toMatchObject({ phase: 'checking', isPrivate: true });
    admit({ room: ROOM, isPrivate: true });
    expect(access.getState().phase).toBe('granted');
    await vi.advanceTimersByTimeAsync(5000);
    expect(access.getState().phase).toBe('granted');
    expect(port.forgetToken).not.toHaveBeenCalled();
  });

  it('asks for the password when the token is not honoured in time', async () => {
    const { port } = fakePort({
      info: Promise.resolve({ exists: true, isPrivate: true }),
      token: true,
    });
    const access = await started(port);
    await vi.advanceTimersByTimeAsync(1999);
    expect(access.getState().phase).toBe('checking');
    await vi.advanceTimersByTimeAsync(1);
    expect(access.getState().phase).toBe('join');
    expect(port.forgetToken).toHaveBeenCalledWith(ROOM);
  });

  it('ignores the admission of another room', async () => {
    const { port, admit } = fakePort({ info: Promise.resolve({ exists: true, isPrivate: true }) });
    const access = await started(port);
    admit({ room: 'other', isPrivate: false });
    expect(access.getState().phase).toBe('join');
  });
});

describe('RoomAccess: create', () => {
  const newRoom = Promise.resolve({ exists: false, isPrivate: false });

  it('sends a private room with its password and is granted on success', async () => {
    const { port } = fakePort({ info: newRoom, create: { success: true, room: ROOM, token: 't' } });
    const access = await started(port);
    await access.create({ isPrivate: true, password: 'secret' });
    expect(port.createRoom).toHaveBeenCalledWith({
      room: ROOM,
      isPrivate: true,
      password: 'secret',
    });
    expect(access.getState()).toMatchObject({
      phase: 'granted',
      isPrivate: true,
      busy: false,
      createdHere: true,
    });
  });

  it('remembers it created the room when the admission came before the answer', async () => {
    let answer: (reply: RoomCreateReply) => void = () => undefined;
    const { port, admit } = fakePort({ info: newRoom });
    port.createRoom.mockImplementationOnce(
      () => new Promise<RoomCreateReply>((resolve) => (answer = resolve)),
    );
    const access = await started(port);
    void access.create({ isPrivate: false, password: '' });
    admit({ room: ROOM, isPrivate: false });
    expect(access.getState()).toMatchObject({ phase: 'granted', createdHere: false });
    answer({ success: true, room: ROOM, token: 't' });
    await vi.advanceTimersByTimeAsync(0);
    expect(access.getState()).toMatchObject({ phase: 'granted', createdHere: true });
  });

  it('sends a public room without a password', async () => {
    const { port } = fakePort({ info: newRoom, create: { success: true, room: ROOM, token: 't' } });
    const access = await started(port);
    await access.create({ isPrivate: false, password: 'ignored' });
    expect(port.createRoom).toHaveBeenCalledWith({ room: ROOM, isPrivate: false });
  });

  it("shows the server's message, or 'Failed to create room'", async () => {
    const { port } = fakePort({ info: newRoom, create: { success: false, message: 'Nope' } });
    const access = await started(port);
    await access.create({ isPrivate: false, password: '' });
    expect(access.getState()).toMatchObject({
      phase: 'create',
      error: 'Nope',
      busy: false,
      createdHere: false,
    });

    port.createRoom.mockResolvedValueOnce({ success: false, message: '' });
    await access.create({ isPrivate: false, password: '' });
    expect(access.getState().error).toBe('Failed to create room');
  });

  it('asks again when somebody created the room first', async () => {
    const { port } = fakePort({
      info: newRoom,
      create: { success: false, message: 'Room already exists' },
    });
    const access = await started(port);
    port.roomInfo.mockResolvedValueOnce({ exists: true, isPrivate: true });
    await access.create({ isPrivate: false, password: '' });
    await vi.advanceTimersByTimeAsync(0);
    expect(access.getState()).toMatchObject({ phase: 'join', isPrivate: true });
  });

  it('a private room whose name was just taken by a public one: says so, does not go in', async () => {
    const { port } = fakePort({
      info: newRoom,
      create: { success: false, message: ROOM_MESSAGES.takenAsPublic },
    });
    const access = await started(port);
    await access.create({ isPrivate: true, password: 'secret' });
    await vi.advanceTimersByTimeAsync(0);
    expect(access.getState()).toMatchObject({
      phase: 'create',
      error: ROOM_MESSAGES.takenAsPublic,
      busy: false,
    });
    // Asking for room info again would let the socket into the public room.
    expect(port.roomInfo).toHaveBeenCalledTimes(1);
  });

  it('is busy while the request is out, and ignores a second submit', async () => {
    let answer: (reply: RoomCreateReply) => void = () => undefined;
    const { port } = fakePort({ info: newRoom });
    port.createRoom.mockImplementationOnce(
      () => new Promise<RoomCreateReply>((resolve) => (answer = resolve)),
    );
    const access = await started(port);
    void access.create({ isPrivate: false, password: '' });
    expect(access.getState().busy).toBe(true);
    void access.create({ isPrivate: false, password: '' });
    expect(port.createRoom).toHaveBeenCalledTimes(1);
    answer({ success: true, room: ROOM, token: 't' });
    await vi.advanceTimersByTimeAsync(0);
    expect(access.getState()).toMatchObject({ phase: 'granted', busy: false });
  });
});

describe('RoomAccess: join', () => {
  const privateRoom = Promise.resolve({ exists: true, isPrivate: true });

  it('is granted when the password is right', async () => {
    const { port } = fakePort({ info: privateRoom, verify: { success: true, token: 't' } });
    const access = await started(port);
    await access.join('secret');
    expect(port.verifyRoom).toHaveBeenCalledWith(ROOM, 'secret');
    // Only the tab that created the room seeds it (the code editor's files).
    expect(access.getState()).toMatchObject({
      phase: 'granted',
      isPrivate: true,
      createdHere: false,
    });
  });

  it("shows the server's message, or 'Access denied'", async () => {
    const { port } = fakePort({
      info: privateRoom,
      verify: { success: false, message: 'Incorrect password' },
    });
    const access = await started(port);
    await access.join('wrong');
    expect(access.getState()).toMatchObject({ phase: 'join', error: 'Incorrect password' });
    port.verifyRoom.mockResolvedValueOnce({ success: false, message: '' });
    await access.join('wrong');
    expect(access.getState().error).toBe('Access denied');
  });

  it('does nothing outside the join dialog', async () => {
    const { port } = fakePort({ info: Promise.resolve({ exists: false, isPrivate: false }) });
    const access = await started(port);
    await access.join('secret');
    expect(port.verifyRoom).not.toHaveBeenCalled();
  });
});

describe('RoomAccess: recheck after a reconnect that was not let back in', () => {
  it('stays granted on its own: only a recheck asks again', async () => {
    const { port, admit } = fakePort({ info: Promise.resolve({ exists: true, isPrivate: true }) });
    const access = await started(port);
    admit({ room: ROOM, isPrivate: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(access.getState().phase).toBe('granted');
    expect(port.roomInfo).toHaveBeenCalledTimes(1);
  });

  it('forgets the token and asks for the password again', async () => {
    const { port } = fakePort({
      info: Promise.resolve({ exists: true, isPrivate: true }),
      verify: { success: true, token: 't' },
      token: false,
    });
    const access = await started(port);
    await access.join('secret');
    expect(access.getState().phase).toBe('granted');
    access.recheck();
    expect(port.forgetToken).toHaveBeenCalledWith(ROOM);
    await vi.advanceTimersByTimeAsync(0);
    expect(access.getState()).toMatchObject({ phase: 'join', error: null });
  });

  it('does nothing before access was granted', async () => {
    const { port } = fakePort({ info: Promise.resolve({ exists: false, isPrivate: false }) });
    const access = await started(port);
    access.recheck();
    expect(port.forgetToken).not.toHaveBeenCalled();
    expect(access.getState().phase).toBe('create');
  });
});

describe('RoomAccess: stop', () => {
  it('changes nothing after it was stopped', async () => {
    const { port } = fakePort({});
    const access = await started(port);
    const listener = vi.fn();
    access.subscribe(listener);
    access.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(access.getState().phase).toBe('checking');
    expect(listener).not.toHaveBeenCalled();
  });
});
