import { languageFromName, type NewFileExtension } from '../../lib/monaco/languages';
import { starterPage } from '../../lib/starter-page';
import { newId } from '../../lib/uuid';

/** docs/product.md#entities "Editor file". */
export interface EditorFile {
  id: string;
  name: string;
  language: string;
  value: string;
  /** Changed since it was last exported or downloaded. */
  dirty: boolean;
}

export interface EditorFilesState {
  files: EditorFile[];
  activeId: string | null;
}

const DEFAULT_HTML = starterPage('Playground', [
  '<h1>Hello, playground</h1>',
  '<p>Edit the files and the preview follows.</p>',
  '<button id="greet" type="button">Say hello</button>',
]);

const DEFAULT_CSS = `body {
  font-family: system-ui, sans-serif;
  margin: 2rem;
  color: #1f2937;
}

h1 {
  color: #008cff;
}
`;

const DEFAULT_JS = `document.getElementById('greet').addEventListener('click', () => {
  console.log('Hello from main.js');
});
`;

export function makeFile(name: string, value = ''): EditorFile {
  return { id: newId(), name, language: languageFromName(name), value, dirty: false };
}

/** docs/product.md#entities: index.html, styles.css and main.js. */
export function defaultFiles(): EditorFilesState {
  const files = [
    makeFile('index.html', DEFAULT_HTML),
    makeFile('styles.css', DEFAULT_CSS),
    makeFile('main.js', DEFAULT_JS),
  ];
  return { files, activeId: files[0]?.id ?? null };
}

/** The base name a new file of each type starts from. */
const DEFAULT_BASE_NAMES: Record<NewFileExtension, string> = {
  js: 'script',
  ts: 'main',
  html: 'page',
  css: 'style',
  json: 'data',
  md: 'README',
  py: 'main',
  java: 'Main',
  c: 'main',
  cpp: 'main',
  go: 'main',
  rs: 'main',
  yml: 'config',
  xml: 'data',
  sql: 'query',
};

/** 'script.js', then 'script-2.js', 'script-3.js'… whichever is free. */
export function uniqueName(base: string, ext: string, taken: readonly string[]): string {
  const used = new Set(taken);
  const suffix = ext ? `.${ext}` : '';
  if (!used.has(`${base}${suffix}`)) return `${base}${suffix}`;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

export function defaultNameFor(ext: NewFileExtension, files: readonly EditorFile[]): string {
  return uniqueName(
    DEFAULT_BASE_NAMES[ext],
    ext,
    files.map((file) => file.name),
  );
}

/** Why a rename is refused, or null when `name` (already trimmed) is acceptable. */
export function renameError(files: readonly EditorFile[], id: string, name: string): string | null {
  if (name === '') return 'A file name cannot be empty.';
  if (name.includes('/') || name.includes('\\')) return 'A file name cannot contain slashes.';
  if (files.some((file) => file.id !== id && file.name === name)) {
    return `A file named "${name}" already exists.`;
  }
  return null;
}

export function renameFile(files: readonly EditorFile[], id: string, name: string): EditorFile[] {
  return files.map((file) =>
    file.id === id ? { ...file, name, language: languageFromName(name) } : file,
  );
}

/** docs/product.md: closing the active tab selects the previous tab, or the first. */
export function closeFile(state: EditorFilesState, id: string): EditorFilesState {
  const index = state.files.findIndex((file) => file.id === id);
  if (index === -1) return state;
  const files = state.files.filter((file) => file.id !== id);
  if (state.activeId !== id) return { files, activeId: state.activeId };
  const next = files[index - 1] ?? files[0];
  return { files, activeId: next?.id ?? null };
}

/**
 * Adds imported files; a file whose name is already used replaces that file's text (importing
 * an exported archive updates the project instead of doubling it). Imported text matches a
 * file on disk, so it is not dirty.
 */
export function importIntoFiles(
  state: EditorFilesState,
  imported: readonly { path: string; text: string }[],
): EditorFilesState {
  let files = [...state.files];
  let lastId = state.activeId;
  for (const entry of imported) {
    const name = entry.path.split('/').pop() ?? '';
    if (!name) continue;
    const existing = files.find((file) => file.name === name);
    if (existing) {
      files = files.map((file) =>
        file.id === existing.id ? { ...file, value: entry.text, dirty: false } : file,
      );
      lastId = existing.id;
    } else {
      const file = makeFile(name, entry.text);
      files.push(file);
      lastId = file.id;
    }
  }
  return { files, activeId: lastId };
}

/** Accepts only a well-formed list of files from storage. */
export function parseStoredFiles(value: unknown): EditorFile[] | null {
  if (!Array.isArray(value)) return null;
  const files: EditorFile[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { id, name, value: text, dirty } = item as Record<string, unknown>;
    if (typeof id !== 'string' || typeof name !== 'string' || typeof text !== 'string') return null;
    files.push({ id, name, language: languageFromName(name), value: text, dirty: dirty === true });
  }
  return files;
}
