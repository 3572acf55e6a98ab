import { PenLine, Type } from 'lucide';
import { Icon } from '../../lib/ui/Icon';
import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { DockSlot } from '../../lib/dock-slot';
import styles from './collab.module.css';
import { RichTextEditor } from './RichTextEditor';
import type { RoomUser } from '../rooms/room-user';
import type { BoardLink } from './stroke-store';
import { Whiteboard } from './Whiteboard';
import { createYStrokeStore } from './y-stroke-store';

export type WorkspaceTab = 'whiteboard' | 'editor';

interface WorkspaceProps {
  doc: Y.Doc;
  awareness: Awareness | null;
  link: BoardLink | null;
  user: RoomUser;
  /** Identifies my strokes for undo. */
  author: string;
  /** Status line content (connection, presence), under the tabs. */
  status?: ReactNode;
}

const TABS: { id: WorkspaceTab; label: string; icon: typeof PenLine }[] = [
  { id: 'whiteboard', label: 'Whiteboard', icon: PenLine },
  { id: 'editor', label: 'Rich Text', icon: Type },
];

const tabId = (tab: WorkspaceTab) => `collab-tab-${tab}`;
const panelId = (tab: WorkspaceTab) => `collab-panel-${tab}`;

/** A tab's panel, hidden (not unmounted) while another tab is shown. */
function TabPanel({
  id,
  shown,
  children,
}: {
  id: WorkspaceTab;
  shown: WorkspaceTab;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(id)}
      aria-labelledby={tabId(id)}
      hidden={shown !== id}
      className={styles.panel}
    >
      {children}
    </div>
  );
}

/** Whiteboard and Rich Text tabs; both stay mounted so each keeps its content. */
export function Workspace({ doc, awareness, link, user, author, status }: WorkspaceProps) {
  const [tab, setTab] = useState<WorkspaceTab>('whiteboard');
  const store = useMemo(() => createYStrokeStore(doc), [doc]);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    const target = TABS[next];
    if (!target) return;
    setTab(target.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className={styles.workspace} aria-label="Workspace">
      <div className={styles.tabBar}>
        <div role="tablist" aria-label="Workspace tools" className={styles.tabs}>
          {TABS.map(({ id, label, icon }, index) => (
            <button
              key={id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(id)}
              aria-selected={tab === id}
              aria-controls={panelId(id)}
              tabIndex={tab === id ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(id)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              <Icon drawing={icon} size={14} aria-hidden /> {label}
            </button>
          ))}
        </div>
        <div className={styles.tabBarEnd}>
          {status}
          <DockSlot place="tool" />
        </div>
      </div>
      <TabPanel id="whiteboard" shown={tab}>
        <Whiteboard store={store} link={link} author={author} active={tab === 'whiteboard'} />
      </TabPanel>
      <TabPanel id="editor" shown={tab}>
        <RichTextEditor doc={doc} awareness={awareness} user={user} />
      </TabPanel>
    </section>
  );
}
