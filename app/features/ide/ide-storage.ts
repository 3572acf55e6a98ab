import { DEFAULT_EDITOR_THEME, parseTheme, type EditorTheme } from '../../lib/monaco/themes';
import { idbDelete, idbGet, idbSet } from '../../lib/storage/idb';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { readJson, removeKey, writeJson, writeText } from '../../lib/storage/local';
import { defaultProject, type IdeProject } from './project';
import { filesUnder, ROOT_ID, type Contents, type TreeNode } from './tree';

/** docs/product.md#entities "IDE UI prefs" (split, theme) plus the folders left open in the explorer. */
export interface IdePrefs {
  split: boolean;
  theme: EditorTheme;
  expanded: string[];
}

export const DEFAULT_IDE_PREFS: IdePrefs = {
  split: false,
  theme: DEFAULT_EDITOR_THEME,
  expanded: [ROOT_ID],
};

/**
 * Contents bigger than this go straight to IndexedDB: localStorage holds a few megabytes at
 * most and writes synchronously, which would stall typing in a large project.
 */
const IDE_LOCAL_CONTENTS_MAX_CHARS = 1_000_000;

/** Left in localStorage when the contents live in IndexedDB. */
const IN_INDEXED_DB = { $store: 'indexeddb' } as const;

export const STORAGE_REFUSED_MESSAGE =
  'This browser refused to save the project, so changes will be lost when you leave the page.';

export function parseTree(value: unknown, depth = 0): TreeNode | null {
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  const { id, type, name, children } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string') return null;
  if (type === 'file') return { id, type, name };
  if (type !== 'folder' || !Array.isArray(children)) return null;
  const parsed: TreeNode[] = [];
  for (const child of children as unknown[]) {
    const node = parseTree(child, depth + 1);
    if (!node) return null;
    parsed.push(node);
  }
  return { id, type, name, children: parsed };
}

function parseContents(value: unknown): Contents | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.every(([, text]) => typeof text === 'string') ? (value as Contents) : null;
}

const isIdbMarker = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  (value as { $store?: unknown }).$store === IN_INDEXED_DB.$store;

function parseTabs(value: unknown): { ids: string[]; activeId: string | null } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { ids, activeId } = value as Record<string, unknown>;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return null;
  return { ids, activeId: typeof activeId === 'string' ? activeId : null };
}

export function parsePrefs(value: unknown): IdePrefs | null {
  if (typeof value !== 'object' || value === null) return null;
  const { split, theme, expanded } = value as Record<string, unknown>;
  return {
    split: split === true,
    theme: parseTheme(theme) ?? DEFAULT_EDITOR_THEME,
    expanded: Array.isArray(expanded)
      ? expanded.filter((id): id is string => typeof id === 'string')
      : DEFAULT_IDE_PREFS.expanded,
  };
}

/** Reads the saved project; anything missing or malformed gives the default project. */
export async function loadIdeProject(): Promise<IdeProject> {
  const tree = readJson(STORAGE_KEYS.ideTree, (value) => parseTree(value), null);
  if (!tree || tree.id !== ROOT_ID) return defaultProject();
  const stored = readJson<unknown>(STORAGE_KEYS.ideContents, (value) => value, null);
  const contents =
    parseContents(isIdbMarker(stored) ? await idbGet(STORAGE_KEYS.ideContents) : stored) ?? {};
  const fileIds = new Set(filesUnder(tree).map((file) => file.id));
  for (const id of fileIds) contents[id] ??= '';
  const tabs = readJson(STORAGE_KEYS.ideTabs, parseTabs, { ids: [], activeId: null });
  const open = tabs.ids.filter((id) => fileIds.has(id));
  return {
    tree,
    contents,
    tabs: open,
    activeId: tabs.activeId && open.includes(tabs.activeId) ? tabs.activeId : (open[0] ?? null),
  };
}

export function loadIdePrefs(): IdePrefs {
  return readJson(STORAGE_KEYS.idePrefs, parsePrefs, DEFAULT_IDE_PREFS);
}

export function saveIdePrefs(prefs: IdePrefs): boolean {
  return writeJson(STORAGE_KEYS.idePrefs, prefs);
}

/** Saves the project; resolves false when the browser refused (the visitor is then told). */
export async function saveIdeProject(project: IdeProject): Promise<boolean> {
  const treeSaved = writeJson(STORAGE_KEYS.ideTree, project.tree);
  const tabsSaved = writeJson(STORAGE_KEYS.ideTabs, {
    ids: project.tabs,
    activeId: project.activeId,
  });
  const text = JSON.stringify(project.contents);
  if (text.length <= IDE_LOCAL_CONTENTS_MAX_CHARS && writeText(STORAGE_KEYS.ideContents, text)) {
    void idbDelete(STORAGE_KEYS.ideContents);
    return treeSaved && tabsSaved;
  }
  // Too big (or refused) for localStorage: keep the contents in IndexedDB behind a marker.
  removeKey(STORAGE_KEYS.ideContents);
  const stored = await idbSet(STORAGE_KEYS.ideContents, project.contents);
  return treeSaved && tabsSaved && stored && writeJson(STORAGE_KEYS.ideContents, IN_INDEXED_DB);
}
