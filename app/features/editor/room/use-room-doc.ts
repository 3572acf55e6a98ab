import { useEffect, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { SocketYjsProvider, type RealtimeClient } from '../../../realtime';

export interface RoomUser {
  name: string;
  color: string;
}

export interface RoomDoc {
  doc: Y.Doc;
  awareness: Awareness;
  /** The server's copy has been applied since the last admission. */
  synced: boolean;
  /** Why the server last refused a change to the document (kept locally), while shown. */
  refusal: string | null;
}

/**
 * The room's shared document, bound to the room socket only once access is granted (before
 * that the server sends no content, and this tab asks for none). A new grant after a lost one
 * starts from a fresh document.
 */
export function useRoomDoc(client: RealtimeClient | null, granted: boolean): RoomDoc | null {
  const [shared, setShared] = useState<RoomDoc | null>(null);

  useEffect(() => {
    if (!client || !granted) return;
    const doc = new Y.Doc();
    const provider = new SocketYjsProvider(client, doc);
    const publish = () =>
      setShared({
        doc,
        awareness: provider.awareness,
        synced: provider.synced,
        refusal: provider.refusal,
      });
    publish();
    const stops = [provider.onSynced(publish), provider.onRefusal(publish)];
    return () => {
      for (const stop of stops) stop();
      provider.destroy();
      doc.destroy();
      setShared(null);
    };
  }, [client, granted]);

  return shared;
}

/** Who this tab is for the others: the carets' and the people list's name and colour. */
export function useAwarenessUser(awareness: Awareness | null, user: RoomUser): void {
  const { name, color } = user;
  useEffect(() => {
    awareness?.setLocalStateField('user', { name, color });
  }, [awareness, name, color]);
}
