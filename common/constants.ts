/**
 * Every business constant of docs/product.md#business-constants (and the limits of §5), named for what it means,
 * with its unit. Components and server code import from here; no magic numbers elsewhere.
 */

// Global shell
export const NAV_SCROLLED_THRESHOLD_PX = 50;
export const PALETTE_SCROLL_DELAY_MS = 100;
export const CURSOR_TRAIL_THROTTLE_MS = 30;
export const CURSOR_TRAIL_MAX_POINTS = 16;
export const CURSOR_TRAIL_TRIM_INTERVAL_MS = 1000;
export const CURSOR_TRAIL_TRIM_TO_POINTS = 10;
export const CONFETTI_PIECE_COUNT = 150;
export const CONFETTI_MAX_DELAY_S = 2;
export const CONFETTI_COLORS = ['#008cff', '#00d4ff', '#ff006e', '#ffd60a', '#00f5d4'] as const;
export const KONAMI_SEQUENCE = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
] as const;

// Content
export const HOME_PROJECT_COUNT = 4;
export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PAGE_SIZE = 50;
export const PAGINATION_SHOW_ALL_MAX_PAGES = 7;
export const PAGINATION_WINDOW_AROUND_CURRENT = 1;
export const READING_WORDS_PER_MINUTE = 200;
export const STAT_COUNTER_DURATION_MS = 2000;
export const STAT_COUNTER_STEPS = 60;
export const CONTACT_RIPPLE_MS = 600;
export const HIDDEN_PERSONAL_PROJECT_TITLES = [
  'algorithm visualizer',
  'fluxbuilder',
  'webgl experiments',
] as const;

// Backend reachability
export const KEEP_ALIVE_INTERVAL_MS = 10 * 60 * 1000;
export const FALLBACK_WARNING_THROTTLE_MS = 30 * 1000;

// Comments (docs/product.md#visitor-input-rules)
export const COMMENT_MIN_LENGTH = 10;
export const COMMENT_MAX_LENGTH = 1000;
export const COMMENT_AUTHOR_MAX_LENGTH = 100;
export const COMMENT_SUCCESS_BANNER_MS = 5000;

// Contact message limits (docs/product.md only says "required"; these are sensible maxima)
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

// Rooms
export const ROOM_PASSWORD_MIN_LENGTH = 4;
export const RANDOM_ROOM_ID_LENGTH = 8;
export const COPIED_INDICATOR_MS = 1200;
export const ROOM_INFO_TIMEOUT_MS = 3000;
export const ROOM_ID_MAX_LENGTH = 64;

// Socket
export const SOCKET_CONNECT_TIMEOUT_MS = 10_000;
export const SOCKET_RECONNECT_ATTEMPTS = 5;
export const SOCKET_RECONNECT_DELAY_MS = 1000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5000;

// Whiteboard
export const CANVAS_MAX_HEIGHT_PX = 600;
export const CANVAS_WINDOW_HEIGHT_OFFSET_PX = 300;
export const BRUSH_WIDTH_MIN_PX = 1;
export const BRUSH_WIDTH_MAX_PX = 20;
export const BRUSH_WIDTH_DEFAULT_PX = 3;
export const BRUSH_COLOR_DEFAULT = '#334155';

// Chat
export const CHAT_NAME_MAX_LENGTH = 32;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_HISTORY_LIMIT = 100;
export const CHAT_HISTORY_HEIGHT_PX = 240;
export const CHAT_HISTORY_HEIGHT_EDITOR_PX = 320;

// Code editor
export const SPLITTER_MIN_PERCENT = 20;
export const SPLITTER_MAX_PERCENT = 80;
export const SPLITTER_DEFAULT_PERCENT = 50;
export const EDITOR_TAB_SIZE = 2;
export const EDITOR_FONT_SIZE_PX = 14;
export const EDITOR_ZIP_NAME = 'editor-files.zip';
export const IDE_ZIP_NAME = 'project.zip';

// Labs
export const LAB_CARD_COUNT = 6;

// REST API (server)
export const API_JSON_BODY_LIMIT_BYTES = 100 * 1024;
export const RATE_LIMIT_WINDOW_MS = 60 * 1000;
export const API_ID_MAX_LENGTH = 200;
export const SLUG_MAX_LENGTH = 200;

// Contact forwarding (server)
export const CONTACT_RETRY_INTERVAL_MS = 30 * 1000;
export const CONTACT_RETRY_MAX_INTERVAL_MS = 15 * 60 * 1000;
export const SMTP_TIMEOUT_MS = 10 * 1000;

// Global shell (additions)
/** How long each cursor-trail dot takes to fade once drawn. */
export const CURSOR_TRAIL_FADE_MS = 700;
/** How long one confetti piece takes to fall across the screen. */
export const CONFETTI_FALL_DURATION_S = 3.5;
/** WCAG AA contrast for normal-size text. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

// Realtime socket. Client connection options mirror docs/product.md#rest-api, docs/product.md#business-constants.
export const SOCKET_TRANSPORTS = ['polling', 'websocket'] as const;
/** Largest single socket message the server accepts (Yjs sync of a big document included). */
export const SOCKET_MAX_MESSAGE_BYTES = 1_000_000;
/** Longest handshake `room` (a page path) the server accepts. */
export const SOCKET_PATH_MAX_LENGTH = 200;
export const ROOM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Bounds the scrypt work a single request can cause. */
export const ROOM_PASSWORD_MAX_LENGTH = 128;
/** The room id of the site-wide chat (handshake `room: 'global'`). */
export const GLOBAL_CHAT_ROOM = 'global';
export const CHAT_ID_MAX_LENGTH = 64;
/** Cursor moves a client sends at most (throttle); the server drops anything above the max. */
export const CURSOR_SEND_INTERVAL_MS = 33;
export const CURSOR_MOVES_PER_SECOND_MAX = 60;
/** A pointer at rest this long has its position sent once more, reliably (moves are volatile). */
export const CURSOR_SETTLE_MS = 200;
/** Cursor colours: the six theme presets (docs/product.md#entities). */
export const PRESENCE_COLORS = [
  '#008cff',
  '#8b5cf6',
  '#10b981',
  '#f97316',
  '#ec4899',
  '#14b8a6',
] as const;

// Content pages
/** Rendered (sanitised, highlighted) article bodies kept in memory, keyed by post version. */
export const ARTICLE_RENDER_CACHE_ENTRIES = 50;
/** Scroll offset below which a heading counts as the one being read (sticky nav + margin). */
export const TOC_ACTIVE_OFFSET_PX = 96;

// Code editor rooms
/** The editor room's chat history box beside a visible preview (320 px when it is hidden). */
export const CHAT_HISTORY_HEIGHT_EDITOR_WITH_PREVIEW_PX = 260;
/**
 * How long a tab that did not create an empty room waits for the creator's files: long enough
 * for a creator on a slow machine or link to come in step with the server.
 */
export const EDITOR_ROOM_SEED_GRACE_MS = 5000;
/** How long a palette section command waits for the home page to show the section. */
export const PALETTE_SECTION_WAIT_MS = 5000;
