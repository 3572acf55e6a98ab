/**
 * The contract between the editor page and the preview frame document (served by
 * server/preview.ts with its own CSP). The frame says it is ready, the page sends the
 * assembled document, and the console bridge inside it reports console output back.
 */
export const PREVIEW_PATH = '/preview/';
export const PREVIEW_RENDER_TYPE = 'devfolio:preview-render';
export const PREVIEW_READY_TYPE = 'devfolio:preview-ready';
export const PREVIEW_CONSOLE_TYPE = 'devfolio:preview-console';

type ConsoleLevel = 'log' | 'info' | 'warn' | 'error';

export interface ConsoleEntry {
  level: ConsoleLevel;
  text: string;
}

const LEVELS = new Set<string>(['log', 'info', 'warn', 'error']);

/** Reads a console message from the frame; anything else (or malformed) gives null. */
export function parseConsoleMessage(data: unknown): ConsoleEntry | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, level, text } = data as Record<string, unknown>;
  if (type !== PREVIEW_CONSOLE_TYPE || typeof level !== 'string' || !LEVELS.has(level)) return null;
  if (typeof text !== 'string') return null;
  return { level: level as ConsoleLevel, text };
}

export function isReadyMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === PREVIEW_READY_TYPE
  );
}
