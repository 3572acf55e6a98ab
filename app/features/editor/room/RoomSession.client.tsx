import { useCallback } from 'react';
import type * as MonacoApi from 'monaco-editor';
import { CHAT_HISTORY_HEIGHT_EDITOR_PX, ChatPanel } from '../../chat/ChatPanel';
import { RoomAccessDialog } from '../../rooms/AccessDialog';
import { useAwarenessPeople } from '../../rooms/awareness-people';
import { useRoomSession } from '../../rooms/use-room-session';
import { VerifyingPanel } from '../../rooms/VerifyingPanel';
import { EditorScreen } from '../EditorScreen';
import { useEditorPrefs } from '../use-editor-prefs';
import { RemoteCaretStyles } from './RemoteCaretStyles';
import { EditorRoomBar } from './EditorRoomBar';
import { useBindingModule } from './use-binding-module';
import { useRoomFiles } from './use-room-files';
import styles from './room.module.css';

/** The editor room's chat history box beside a visible preview (320 px when it is hidden). */
const CHAT_HISTORY_HEIGHT_EDITOR_WITH_PREVIEW_PX = 260;

const LEAVE_HREF = '/editor';

/**
 * /editor/{roomId} in the browser: the room socket, access (docs/product.md#rooms-and-access), then the editor on the
 * room's shared files beside the room's chat. The chat is mounted from the start (hidden until
 * access is granted) because the server sends its history once, right after admission.
 */
export default function RoomSession({ room }: { room: string }) {
  const { access, client, connection, shared, synced, docRefusal } = useRoomSession(
    `/editor/${room}`,
    room,
  );
  const granted = access.phase === 'granted';
  const doc = shared?.doc ?? null;
  const awareness = shared?.awareness ?? null;
  const files = useRoomFiles(doc, synced, access.createdHere);
  const binding = useBindingModule(granted);
  // Monaco is not shown before it can be bound: typing into an unbound model would be lost.
  const controller = binding ? files : { ...files, state: null };
  const prefs = useEditorPrefs(true);
  const people = useAwarenessPeople(awareness);

  const bindModel = useCallback(
    (
      fileId: string,
      model: MonacoApi.editor.ITextModel,
      editor: MonacoApi.editor.IStandaloneCodeEditor,
    ) =>
      doc && awareness && binding
        ? binding.bindFileModel(doc, awareness, fileId, model, editor)
        : () => undefined,
    [doc, awareness, binding],
  );

  return (
    <>
      <EditorRoomBar
        room={room}
        isPrivate={access.isPrivate}
        status={connection}
        people={people}
        docRefusal={docRefusal}
      />
      <div className={styles.layout} data-access={access.phase}>
        <div>
          {granted && doc ? (
            <EditorScreen
              controller={controller}
              prefs={prefs}
              // A new document (a new room socket) starts new models, bound afresh.
              modelScope={`editor-room/${doc.clientID}`}
              bindModel={bindModel}
            />
          ) : (
            <VerifyingPanel />
          )}
        </div>
        <aside className={styles.chat} hidden={!granted} aria-label="Room chat">
          <ChatPanel
            client={client}
            title="Room Chat"
            roomLabel={`Room: ${room}`}
            historyHeightPx={
              prefs.prefs.preview
                ? CHAT_HISTORY_HEIGHT_EDITOR_WITH_PREVIEW_PX
                : CHAT_HISTORY_HEIGHT_EDITOR_PX
            }
          />
        </aside>
      </div>
      <RoomAccessDialog access={access} room={room} leaveHref={LEAVE_HREF} />
      {awareness ? <RemoteCaretStyles awareness={awareness} /> : null}
    </>
  );
}
