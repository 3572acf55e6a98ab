import { useEffect, useRef } from 'react';
import { CURSOR_SEND_INTERVAL_MS } from '#common/realtime/limits.ts';
import type { RealtimeClient } from '../../realtime';
import { chatAuthor } from '../../features/chat/chat-name';
import { getChatName } from '../../features/chat/chat-name-store';
import { myPresenceColor } from '../../lib/presence-color';
import { toDocumentFraction, type Point } from './cursor-geometry';
import { createThrottle } from './cursor-throttle';

/** A pointer at rest this long has its position sent once more, reliably (moves are volatile). */
export const CURSOR_SETTLE_MS = 200;

/**
 * Sends the visitor's pointer position (mouse and pen; touch has no hovering cursor) as
 * fractions of the document, throttled and volatile (the resting position reliably), labelled
 * with the chat name, and only while somebody else is on the page to see it.
 */
export function useCursorSender(client: RealtimeClient | null, othersPresent: boolean) {
  const othersRef = useRef(othersPresent);
  useEffect(() => {
    othersRef.current = othersPresent;
  }, [othersPresent]);

  useEffect(() => {
    if (!client) return;
    const send = (point: Point, settled?: true) => {
      if (!client.connected || !othersRef.current) return;
      const name = chatAuthor(getChatName());
      client.moveCursor({ ...point, color: myPresenceColor(), name, settled });
    };
    const throttle = createThrottle(
      CURSOR_SEND_INTERVAL_MS,
      (point: Point) => send(point),
      undefined,
      {
        afterMs: CURSOR_SETTLE_MS,
        send: (point) => send(point, true),
      },
    );
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || !othersRef.current) return;
      const root = document.documentElement;
      const size = { width: root.scrollWidth, height: root.scrollHeight };
      throttle.push(toDocumentFraction({ x: event.pageX, y: event.pageY }, size));
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      throttle.cancel();
    };
  }, [client]);
}
