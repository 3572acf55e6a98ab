import { EVENTS, REALTIME_MESSAGES, ROOM_MESSAGES } from '#common/realtime/index.ts';
import {
  roomCreateRequestSchema,
  roomInfoRequestSchema,
  roomVerifyRequestSchema,
} from '#common/realtime/payloads.ts';
import { admit } from './admission';
import { QueueFullError } from '../bounded-queue';
import { listen, parseFailure } from './listen';
import { hashPassword, verifyPassword } from './passwords';
import type { RoomRecord } from './store';
import { signRoomToken } from './tokens';
import type { RealtimeDeps, ServerSocket } from './types';

/**
 * Verifications of one client address in progress on this instance. Failures are counted once
 * a verification is over, so guesses sent side by side would all pass the limit check first:
 * one at a time per address keeps every guess counted before the next is tried.
 */
const verifying = new Set<string>();

/**
 * Every verification, right or wrong, counts per address and room: right passwords hash too,
 * so without it a few addresses verifying their own rooms over and over keep the hashing queue
 * full (docs/product.md#realtime-rooms).
 */
const joinKey = (address: string, room: string) => `${address} ${room}`;

/**
 * room:info, room:create and room:verify. Creating never overwrites (no take-over, no password
 * reset) and is rate limited per client address; failed verifications are limited per address
 * (the right password works until the failures reach the limit), and all of them per address
 * and room. Either admits the socket at once when it is on that room's page, and hands back a
 * signed token for later reconnects when the room is private (a public one needs none).
 * Password hashing waits in a fair, bounded queue (passwords.ts): without a place the answer is
 * 'busy'.
 */
export function registerRoomHandlers(deps: RealtimeDeps, socket: ServerSocket) {
  const { store, config, limits } = deps;
  const address = socket.data.clientAddress;
  const isOwnRoom = (room: string) =>
    socket.data.scope.kind === 'room' && socket.data.scope.room === room;

  /** The room when `password` opens it, else the refusal. Only a wrong password is a failure. */
  const checkAccess = async (id: string, password: string): Promise<RoomRecord | string> => {
    if (await limits.verify.isLimited(address)) return ROOM_MESSAGES.tooManyAttempts;
    if (!(await limits.join.take(joinKey(address, id)))) return ROOM_MESSAGES.tooManyAttempts;
    const room = await store.getRoom(id);
    if (!room) return ROOM_MESSAGES.roomNotFound;
    if (!room.isPrivate) return room;
    let matches: boolean;
    try {
      matches =
        room.passwordHash !== null && (await verifyPassword(password, room.passwordHash, address));
    } catch (error) {
      if (error instanceof QueueFullError) return ROOM_MESSAGES.busy;
      throw error;
    }
    if (matches) return room;
    await limits.verify.take(address);
    return ROOM_MESSAGES.wrongPassword;
  };

  /** A token for a private room (bound to its password hash, tokens.ts); none for a public one. */
  const tokenFor = ({ id, isPrivate, passwordHash }: RoomRecord): { token?: string } =>
    isPrivate && passwordHash
      ? { token: signRoomToken(config.SESSION_SECRET, { id, passwordHash }) }
      : {};

  /**
   * Why a create of `id` found the name taken: asking for a private room and finding a public
   * one must not end in the public room unawares (the client would otherwise ask again and be
   * let in), so that refusal says what happened.
   */
  const takenMessage = async (id: string, isPrivate: boolean) => {
    const existing = await store.getRoom(id);
    return isPrivate && existing && !existing.isPrivate
      ? ROOM_MESSAGES.takenAsPublic
      : ROOM_MESSAGES.roomExists;
  };

  listen(socket, deps, EVENTS.roomInfo, async (payload, ack) => {
    if (!ack) return;
    const parsed = roomInfoRequestSchema.safeParse(payload);
    if (!parsed.success) return ack({ message: parseFailure(parsed.error) });
    // Only what would read the database counts.
    if (!limits.roomInfo.take(socket.id)) return ack({ message: REALTIME_MESSAGES.tooFast });
    const room = await store.getRoom(parsed.data.room);
    ack({ exists: Boolean(room), isPrivate: room?.isPrivate ?? false });
    // A public room created after this socket connected: let it in now.
    if (room && !room.isPrivate && isOwnRoom(room.id)) await admit(deps, socket, room);
  });

  listen(
    socket,
    deps,
    EVENTS.roomCreate,
    async (payload, ack) => {
      const refuse = (message: string) => {
        socket.emit(EVENTS.roomError, { message });
        ack?.({ success: false, message });
      };
      const parsed = roomCreateRequestSchema.safeParse(payload);
      if (!parsed.success) return refuse(parseFailure(parsed.error));
      if (!(await limits.create.take(address))) return refuse(ROOM_MESSAGES.tooManyRooms);
      const { room: id, isPrivate, password } = parsed.data;
      if (await store.getRoom(id)) return refuse(await takenMessage(id, isPrivate));
      let passwordHash: string | null = null;
      try {
        if (isPrivate && password) passwordHash = await hashPassword(password, address);
      } catch (error) {
        if (error instanceof QueueFullError) return refuse(ROOM_MESSAGES.busy);
        throw error;
      }
      const record = { id, isPrivate, passwordHash };
      // Somebody may have taken the name while the password was hashing.
      if (!(await store.createRoom(record))) return refuse(await takenMessage(id, isPrivate));
      const token = tokenFor(record);
      // Admitted first, so `room:joined` precedes the answer the client acts on.
      if (isOwnRoom(id)) await admit(deps, socket, record);
      socket.emit(EVENTS.roomCreated, { room: id, ...token });
      ack?.({ success: true, room: id, ...token });
    },
    { success: false, message: ROOM_MESSAGES.createFailed },
  );

  listen(
    socket,
    deps,
    EVENTS.roomVerify,
    async (payload, ack) => {
      if (!ack) return;
      const parsed = roomVerifyRequestSchema.safeParse(payload);
      if (!parsed.success) return ack({ success: false, message: parseFailure(parsed.error) });
      const { room: id, password } = parsed.data;
      if (verifying.has(address)) {
        return ack({ success: false, message: ROOM_MESSAGES.tooManyAttempts });
      }
      verifying.add(address);
      let outcome: RoomRecord | string;
      try {
        outcome = await checkAccess(id, password);
      } finally {
        verifying.delete(address);
      }
      if (typeof outcome === 'string') return ack({ success: false, message: outcome });
      if (isOwnRoom(id)) await admit(deps, socket, outcome);
      ack({ success: true, ...tokenFor(outcome) });
    },
    { success: false, message: ROOM_MESSAGES.accessDenied },
  );
}
