import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DockPending } from '../../lib/dock-slot';
import tool from '../../lib/ui/tool.module.css';
import styles from './collab.module.css';
import type { RoomBase } from './room-id';
import { CollabRoomBar } from './CollabRoomBar';
import type { RtcSettings } from './rtc-settings';

// Yjs, Tiptap and WebRTC load only in the browser, only on this screen.
const LocalWorkspace = lazy(() => import('./LocalWorkspace.client'));
const RoomSpace = lazy(() => import('./RoomSpace.client'));

interface CollabScreenProps {
  base: RoomBase;
  room: string | null;
  rtc: RtcSettings;
}

const HEADINGS: Record<RoomBase, { title: string; subtitle: string }> = {
  collab: {
    title: 'Collaboration Space',
    subtitle: 'A shared whiteboard and rich text editor. Rooms are scoped by URL.',
  },
  whiteboard: {
    title: 'Whiteboard',
    subtitle: 'A peer-to-peer canvas over WebRTC, with shared rich text beside it.',
  },
};

function WorkspaceLoading() {
  return (
    <div className={styles.workspaceLoading} role="status">
      Loading workspace…
      <DockPending />
    </div>
  );
}

const noSubscription = () => () => undefined;

/** Renders its children only after hydration (the server shows the loading state). */
function ClientOnly({ children }: { children: ReactNode }) {
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return mounted ? (
    <Suspense fallback={<WorkspaceLoading />}>{children}</Suspense>
  ) : (
    <WorkspaceLoading />
  );
}

export function CollabScreen({ base, room, rtc }: CollabScreenProps) {
  const navigate = useNavigate();
  const [isPrivate, setIsPrivate] = useState(false);
  const heading = HEADINGS[base];

  return (
    <main className={tool.page}>
      <header className={styles.header}>
        <h1 className={tool.title}>{heading.title}</h1>
        <p className={tool.subtitle}>{heading.subtitle}</p>
      </header>
      <CollabRoomBar
        key={room ?? ''}
        base={base}
        room={room}
        isPrivate={room !== null && isPrivate}
        onGo={(path) => void navigate(path)}
      />
      <ClientOnly>
        {room === null ? (
          <LocalWorkspace />
        ) : (
          <RoomSpace key={room} base={base} room={room} rtc={rtc} onPrivacy={setIsPrivate} />
        )}
      </ClientOnly>
    </main>
  );
}
