import { useEffect, useState } from 'react';
import { SwitchableLink } from './switchable-link';
import { RoomAccessDialog } from '../rooms/AccessDialog';
import { DocRefusalNotice } from '../rooms/DocRefusalNotice';
import { useAwarenessPeople } from '../rooms/awareness-people';
import { PeerMesh, type MeshStats } from './peer-mesh';
import { roomPath, type RoomBase } from './room-id';
import type { RtcSettings } from './rtc-settings';
import { RelayToggle } from './RelayToggle';
import { StatusLine } from '../rooms/StatusLine';
import { useRoomSession } from '../rooms/use-room-session';
import { VerifyingPanel } from '../rooms/VerifyingPanel';
import { Workspace } from './Workspace';

interface RoomSpaceProps {
  base: RoomBase;
  room: string;
  rtc: RtcSettings;
  onPrivacy: (isPrivate: boolean) => void;
}

/** A room: access first (docs/product.md#rooms-and-access), then the shared workspace with its peer mesh. */
export default function RoomSpace({ base, room, rtc, onPrivacy }: RoomSpaceProps) {
  const session = useRoomSession(roomPath(base, room), room);
  const { access, shared, signalling: transport, user } = session;
  const [link] = useState(() => new SwitchableLink());
  const [stats, setStats] = useState<MeshStats | null>(null);
  const people = useAwarenessPeople(shared?.awareness ?? null);

  useEffect(() => onPrivacy(access.isPrivate), [access.isPrivate, onPrivacy]);

  // One mesh per admitted socket: a reconnect is a new socket id, so a new mesh.
  useEffect(() => {
    if (!transport) return;
    const created = new PeerMesh({
      transport,
      iceServers: rtc.iceServers,
      forceRelay: rtc.forceRelay,
      onStats: setStats,
    });
    link.use(created);
    return () => {
      link.use(null);
      created.destroy();
      setStats(null);
    };
  }, [link, transport, rtc.iceServers, rtc.forceRelay]);

  if (access.phase !== 'granted' || !shared) {
    return (
      <>
        <VerifyingPanel />
        <RoomAccessDialog access={access} room={room} leaveHref={roomPath(base, null)} />
      </>
    );
  }

  return (
    <Workspace
      doc={shared.doc}
      awareness={shared.awareness}
      link={link}
      user={user}
      author={String(shared.doc.clientID)}
      status={
        <StatusLine status={session.connection} mesh={stats} people={people}>
          <DocRefusalNotice message={session.docRefusal} />
          <RelayToggle forced={rtc.forceRelay} />
        </StatusLine>
      }
    />
  );
}
