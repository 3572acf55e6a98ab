import { expect, it } from 'vitest';
import type { RoomVerifyReply } from '#common/realtime/index.ts';
import { describeRealtime, uniqueName } from './support/server';

/** More addresses than the hashing queue has places (server/realtime/passwords.ts: 1 + 20). */
const FLOODING_ADDRESSES = 25;
const VISITORS = 2;

/**
 * Right passwords are hashed too: addresses verifying their own room over and over, each one
 * at a time, can fill the hashing queue. Its turns are fair between addresses, so a visitor who
 * asks once still gets in. The per-room verification limit is raised here so that the queue
 * alone is what is tested.
 */
describeRealtime(
  'realtime password queue under a flood of right passwords',
  (server) => {
    const createPrivate = async (room: string, password: string) => {
      const creator = await server.connectFrom('10.8.0.1', '/collab');
      expect(
        await creator.emitAck('room:create', { room, isPrivate: true, password }),
      ).toMatchObject({ success: true });
    };

    it("a visitor's right password is not refused as busy while other addresses flood", async () => {
      const floodRoom = uniqueName('flood');
      const visitorRoom = uniqueName('quiet');
      await createPrivate(floodRoom, 'flooding');
      await createPrivate(visitorRoom, 'visiting');
      const flooders = await Promise.all(
        Array.from({ length: FLOODING_ADDRESSES }, (_, n) =>
          server.connectFrom(`10.8.1.${n}`, '/collab'),
        ),
      );
      let stopped = false;
      const firstAnswers: Promise<void>[] = [];
      const floods = flooders.map((flooder) => {
        let answered: () => void = () => undefined;
        firstAnswers.push(new Promise<void>((resolve) => (answered = resolve)));
        return (async () => {
          while (!stopped) {
            await flooder.emitAck('room:verify', { room: floodRoom, password: 'flooding' });
            answered();
          }
        })();
      });

      const replies: RoomVerifyReply[] = [];
      try {
        // The flood is in full swing: every flooding address has had an answer and asked again.
        await Promise.all(firstAnswers);
        for (let n = 0; n < VISITORS; n++) {
          const visitor = await server.connectFrom(`10.8.2.${n}`, `/collab/${visitorRoom}`);
          replies.push(
            await visitor.emitAck<RoomVerifyReply>('room:verify', {
              room: visitorRoom,
              password: 'visiting',
            }),
          );
        }
      } finally {
        stopped = true;
        await Promise.all(floods);
      }
      expect(replies.map((reply) => (reply.success ? 'in' : reply.message))).toEqual(
        Array.from({ length: VISITORS }, () => 'in'),
      );
    });
  },
  { env: { TRUST_PROXY: '1', RATE_LIMIT_ROOM_JOIN_PER_MINUTE: '100000' } },
);
