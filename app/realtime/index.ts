/**
 * The browser side of the realtime layer. Contract: common/realtime (event names,
 * zod payload schemas, messages, handshake options). Components never hold a Socket.IO socket:
 * they get a `RealtimeClient` from a hook and hand it to hooks/adapters.
 *
 * Opening a socket
 * - `useRealtimeClient(path | 'global' | null, options?) → {client, status}`: one socket for
 *   the page (`path` = location.pathname; on /collab/{room}, /whiteboard/{roomId},
 *   /editor/{roomId} it is the room's socket) or for the site-wide chat ('global'). Loads
 *   socket.io-client after mount; re-opens when `path` changes; closes on unmount.
 *   `status`: 'initializing' | 'connected' | 'disconnected'.
 * - `useConnectionRefusal() → message | null`: why the server refused a socket of this tab
 *   (REALTIME_MESSAGES.tooManyConnections), to show instead of a bare 'Disconnected'.
 * - `findOpenClient(path)` / `onOpenClientsChange(listener)`: the sockets useRealtimeClient holds
 *   open in this tab (the shell's presence overlay rides on a room page's own socket).
 * - `connectRealtime(path, {url?, tokens?}) → Promise<RealtimeClient>` (same, without React),
 *   and `createRealtimeClient(io, path, options)` when you already have socket.io-client's
 *   `io`: both from `./connect`, imported directly (it is loaded on demand).
 *
 * RealtimeClient
 * - `id` (socket id = session:welcome id, null while disconnected), `status`, `connected`,
 *   `admission` ({room, isPrivate} after `room:joined`, reset on disconnect), `scope`
 *   ({kind:'global'} | {kind:'page',path} | {kind:'room',path,room}).
 * - `on(EVENTS.x, listener) → unsubscribe` for any server event (typed);
 *   `onStatus(listener) → unsubscribe`.
 * - Presence: `requestPresence() → ids` (self included); `moveCursor({x, y, color, name?})`
 *   (x, y = fractions 0–1 of the document's scroll width/height; volatile; throttle to
 *   CURSOR_SEND_INTERVAL_MS yourself). Listen to `presence:join`, `presence:leave`,
 *   `cursor:batch` (every sender's latest position once a tick, the own one included).
 * - Rooms: `roomInfo(room, timeoutMs = 3000) → {exists, isPrivate} | {message} | null`
 *   (null = no reply in time: treat as new); `createRoom({room, isPrivate, password?}) →
 *   {success:true, room, token} | {success:false, message}`; `verifyRoom(room, password) →
 *   {success:true, token} | {success:false, message}`. Tokens are stored per room in
 *   sessionStorage and presented on every reconnect; the socket is admitted at once
 *   (`room:joined` follows, then `chat:history`). On connect a public room, or one whose token
 *   is valid, is joined without asking.
 * - Chat: `sendChat({id, author, text, timestamp?}) → {ok:true, chat} | {message}`; the server
 *   copy also arrives as `chat:message` to everyone in the room (sender included); history
 *   arrives as `chat:history` (oldest first) on connect ('global') or admission (room).
 * - `signalling()` → the whiteboard mesh's transport: {selfId, sendReady, sendSignal(to,
 *   signal), sendRelay(message), onReady, onSignal, onRelay, onPeerLeave}.
 * - `close()`.
 *
 * Shared documents (`./yjs-provider`, imported directly: it brings Yjs, which the pages
 *   without a room never load)
 * - `new SocketYjsProvider(client, doc, awareness?)`: binds one Y.Doc per room (collab uses
 *   its own top-level types, the code editor others) and an Awareness to the room socket;
 *   resyncs after every (re)admission. `synced`, `onSynced(listener)`, `destroy()`;
 *   `refusal` / `onRefusal(listener)`: why the server refused a change (doc:refused), to show.
 *   The change stays in the local Y.Doc.
 */
export { RealtimeClient } from './client';
export type { ConnectionStatus } from './client';
// connect.ts (socket.io-client) is loaded on demand by useRealtimeClient: only its types here.
export { memoryRoomTokens, sessionRoomTokens, type RoomTokenStore } from './room-tokens';
export type { Signalling } from './signalling';
export { useRealtimeClient } from './use-realtime-client';
export { findOpenClient, onOpenClientsChange } from './open-clients';
export { useConnectionRefusal } from './connection-refusals';
export { EVENTS } from '#common/realtime/index.ts';
