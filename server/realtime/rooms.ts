import {
  EVENTS,
  ROOM_MESSAGES,
  roomCreateRequestSchema,
  roomInfoRequestSchema,
  roomVerifyRequestSchema,
} from '../../common/realtime';
import { admit } from './admission';
import { listen, parseFailure } from './listen';
import { hashPassword, verifyPassword } from './passwords';
import { signRoomToken } from './tokens';
import type { RealtimeDeps, ServerSocket } from './types';

/**
 * room:info, room:create and room:verify. Creating never overwrites (no take-over, no password
 * reset); verifying is rate limited per client address. Either admits the socket at once when
 * it is on that room's page, and hands back a signed token for later reconnects.
 */
export function registerRoomHandlers(deps: RealtimeDeps, socket: ServerSocket) {
  const { logger, store, config } = deps;
  const isOwnRoom = (room: string) =>
    socket.data.scope.kind === 'room' && socket.data.scope.room === room;

  listen(socket, logger, EVENTS.roomInfo, async (payload, ack) => {
    if (!ack) return;
    const parsed = roomInfoRequestSchema.safeParse(payload);
    if (!parsed.success) return ack({ message: parseFailure(parsed.error) });
    const room = await store.getRoom(parsed.data.room);
    ack({ exists: Boolean(room), isPrivate: room?.isPrivate ?? false });
    // A public room created after this socket connected: let it in now.
    if (room && !room.isPrivate && isOwnRoom(room.id)) await admit(deps, socket, room);
  });

  listen(
    socket,
    logger,
    EVENTS.roomCreate,
    async (payload, ack) => {
      const refuse = (message: string) => {
        socket.emit(EVENTS.roomError, { message });
        ack?.({ success: false, message });
      };
      const parsed = roomCreateRequestSchema.safeParse(payload);
      if (!parsed.success) return refuse(parseFailure(parsed.error));
      const { room: id, isPrivate, password } = parsed.data;
      if (await store.getRoom(id)) return refuse(ROOM_MESSAGES.roomExists);
      const record = {
        id,
        isPrivate,
        passwordHash: isPrivate && password ? await hashPassword(password) : null,
      };
      if (!(await store.createRoom(record))) return refuse(ROOM_MESSAGES.roomExists);
      const token = signRoomToken(config.SESSION_SECRET, id);
      // Admitted first, so `room:joined` precedes the answer the client acts on.
      if (isOwnRoom(id)) await admit(deps, socket, record);
      socket.emit(EVENTS.roomCreated, { room: id, token });
      ack?.({ success: true, room: id, token });
    },
    { success: false, message: ROOM_MESSAGES.createFailed },
  );

  listen(
    socket,
    logger,
    EVENTS.roomVerify,
    async (payload, ack) => {
      if (!ack) return;
      const parsed = roomVerifyRequestSchema.safeParse(payload);
      if (!parsed.success) return ack({ success: false, message: parseFailure(parsed.error) });
      if (!deps.limits.verify.take(socket.data.clientAddress)) {
        return ack({ success: false, message: ROOM_MESSAGES.tooManyAttempts });
      }
      const { room: id, password } = parsed.data;
      const room = await store.getRoom(id);
      if (!room) return ack({ success: false, message: ROOM_MESSAGES.roomNotFound });
      const granted =
        !room.isPrivate ||
        (room.passwordHash !== null && (await verifyPassword(password, room.passwordHash)));
      if (!granted) return ack({ success: false, message: ROOM_MESSAGES.wrongPassword });
      if (isOwnRoom(id)) await admit(deps, socket, room);
      ack({ success: true, token: signRoomToken(config.SESSION_SECRET, id) });
    },
    { success: false, message: ROOM_MESSAGES.accessDenied },
  );
}
