import { Router, type RequestHandler } from 'express';
import { ROOM_MESSAGES } from '#common/realtime/index.ts';
import { ROOM_ID_PATTERN } from '#common/realtime/room-path.ts';
import type { RealtimeStore } from '../realtime';
import { notFound } from './middleware/errors';

/**
 * /api/rooms, the owner's: a kept room never expires (server/realtime/room-expiry.ts), however
 * long nobody uses it. Answers `{id, kept}`; a room that does not exist is 404.
 */
export function roomsRouter(
  rooms: Pick<RealtimeStore, 'setRoomKept'>,
  owner: RequestHandler,
): Router {
  const router = Router();
  const setKept = (kept: boolean): RequestHandler => {
    return async (req, res) => {
      const id = req.params.id;
      // An id that cannot be a room's is not one: no need to ask the database.
      if (typeof id !== 'string' || !ROOM_ID_PATTERN.test(id)) {
        throw notFound(ROOM_MESSAGES.roomNotFound);
      }
      if (!(await rooms.setRoomKept(id, kept))) throw notFound(ROOM_MESSAGES.roomNotFound);
      res.json({ id, kept });
    };
  };
  router.put('/:id/keep', owner, setKept(true));
  router.delete('/:id/keep', owner, setKept(false));
  return router;
}
