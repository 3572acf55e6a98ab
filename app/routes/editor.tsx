import { data, Link, useNavigate } from 'react-router';
import { Users } from 'lucide';
import { Icon } from '../lib/ui/Icon';
// The two modules, not the realtime index: the route's chunk stays free of the zod schemas.
import { ROOM_MESSAGES } from '#common/realtime/messages.ts';
import { normalizeRoomId } from '#common/realtime/room-path.ts';
import { EditorScreen } from '../features/editor/EditorScreen';
import { RoomEditor } from '../features/editor/room/RoomEditor';
import { randomRoomId } from '../features/collab/room-id';
import { pageMeta } from '../lib/seo';
import { siteOf } from '../lib/site-identity';
import { useLocalEditorFiles } from '../features/editor/use-local-files';
import { useHydrated } from '../lib/monaco/LazyCodeEditor';
import tool from '../lib/ui/tool.module.css';
import type { Route } from './+types/editor';

const TITLE = 'Code Editor';
const DESCRIPTION =
  'A multi-file code editor in the browser: tabs, live preview with a console, import, ZIP export and dark or light themes.';
const ROOM_DESCRIPTION =
  'A shared code editor room: everybody here edits the same files live, with a preview and a room chat.';
const NOT_FOUND = 404;

/** /editor (this browser's own project) and /editor/:roomId (a room's shared project). */
export function loader({ params, context }: Route.LoaderArgs) {
  const canonical = `${context.publicUrl}/editor`;
  if (params.roomId === undefined) return { canonical, room: null, invalidRoom: false };
  const room = normalizeRoomId(params.roomId);
  if (room === null) {
    return data({ canonical, room: null, invalidRoom: true }, { status: NOT_FOUND });
  }
  return { canonical, room, invalidRoom: false };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const canonical = loaderData?.canonical ?? '/editor';
  const site = siteOf(matches);
  if (loaderData?.room) {
    // Every room is the same tool with other files: the canonical page is /editor.
    return pageMeta(site, `${TITLE}: room ${loaderData.room}`, ROOM_DESCRIPTION, canonical, {
      socialPage: 'labs',
    });
  }
  return pageMeta(site, TITLE, DESCRIPTION, canonical, {
    noindex: loaderData?.invalidRoom,
    socialPage: 'labs',
  });
}

function LocalEditor({ hydrated }: { hydrated: boolean }) {
  const controller = useLocalEditorFiles(hydrated);
  return <EditorScreen controller={controller} />;
}

/** Opens a new room named at random; this browser's files seed it (see seed-policy.ts). */
function StartRoomButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={tool.btn}
      onClick={() => void navigate(`/editor/${randomRoomId()}`)}
    >
      <Icon drawing={Users} size={14} aria-hidden /> Start a shared room
    </button>
  );
}

function InvalidRoom() {
  return (
    <div className={tool.notice} role="alert">
      <p>{ROOM_MESSAGES.invalidRoomId}</p>
      <Link className={tool.btn} to="/editor">
        Open the editor
      </Link>
    </div>
  );
}

export default function EditorRoute({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const { room, invalidRoom } = loaderData;
  return (
    <main className={tool.page}>
      <header className={tool.header}>
        <h1 className={tool.title}>{TITLE}</h1>
        <p className={tool.subtitle}>
          {room
            ? 'Everybody in this room edits the same files, live. Your own project stays as it is.'
            : 'Write HTML, CSS and JavaScript and watch the preview. Your files stay in this browser.'}
        </p>
        {room || invalidRoom ? null : <StartRoomButton />}
      </header>
      <p className={tool.smallNote}>
        Best on a wider screen: on a phone the editor and preview stack.
      </p>
      {invalidRoom ? (
        <InvalidRoom />
      ) : room ? (
        <RoomEditor key={room} room={room} />
      ) : (
        // Remounted after hydration, when browser storage can be read.
        <LocalEditor key={String(hydrated)} hydrated={hydrated} />
      )}
    </main>
  );
}
