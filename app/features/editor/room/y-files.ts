import * as Y from 'yjs';
import { languageFromName } from '#app/lib/monaco/languages.ts';
import type { EditorAction } from '../editor-state';
import { closeFile, defaultNameFor, type EditorFile, type EditorFilesState } from '../files';
import { newId } from '#app/lib/uuid.ts';
import { applyTextDiff } from './text-diff';

/**
 * The code editor's files inside a room's shared Y.Doc (docs/product.md#entities "Editor collaboration
 * state": files and activeId). Layout under `doc.getMap('editor')`:
 *   project: Y.Map { order: Y.Array<id>, names: Y.Map<id, name>, texts: Y.Map<id, Y.Text>,
 *                    activeId: string | null }
 * The whole project sits under ONE key, so two visitors seeding a new room at the same moment
 * converge on one of their projects (Yjs keeps one value per map key), never a mix of both.
 * Each file's text is a Y.Text: Monaco binds to it (y-monaco) for character-level merging.
 */
const ROOT = 'editor';
const PROJECT = 'project';

interface YProject {
  map: Y.Map<unknown>;
  order: Y.Array<string>;
  names: Y.Map<string>;
  texts: Y.Map<Y.Text>;
}

function project(doc: Y.Doc): YProject | null {
  const map: unknown = doc.getMap<unknown>(ROOT).get(PROJECT);
  if (!(map instanceof Y.Map)) return null;
  const shared = map as Y.Map<unknown>;
  const order = shared.get('order');
  const names = shared.get('names');
  const texts = shared.get('texts');
  if (!(order instanceof Y.Array) || !(names instanceof Y.Map) || !(texts instanceof Y.Map)) {
    return null;
  }
  return {
    map: shared,
    order: order as Y.Array<string>,
    names: names as Y.Map<string>,
    texts: texts as Y.Map<Y.Text>,
  };
}

export function isSeeded(doc: Y.Doc): boolean {
  return project(doc) !== null;
}

/**
 * Seeds a room with the creator's local files, only if it has no project yet. Call it once
 * the document is synced with the server, so a late joiner never adds its own files.
 */
export function seedOnce(doc: Y.Doc, state: EditorFilesState): boolean {
  if (isSeeded(doc)) return false;
  doc.transact(() => {
    const map = new Y.Map<unknown>();
    const order = new Y.Array<string>();
    const names = new Y.Map<string>();
    const texts = new Y.Map<Y.Text>();
    for (const file of state.files) {
      order.push([file.id]);
      names.set(file.id, file.name);
      texts.set(file.id, new Y.Text(file.value));
    }
    map.set('order', order);
    map.set('names', names);
    map.set('texts', texts);
    map.set('activeId', state.activeId);
    doc.getMap<unknown>(ROOT).set(PROJECT, map);
  });
  return true;
}

/** The room's files as the editor shows them (dirty is a local notion: always false here). */
export function readFiles(doc: Y.Doc): EditorFilesState | null {
  const shared = project(doc);
  if (!shared) return null;
  const files: EditorFile[] = [];
  for (const id of shared.order.toArray()) {
    const name = shared.names.get(id);
    const text = shared.texts.get(id);
    if (name === undefined || !text) continue;
    files.push({
      id,
      name,
      language: languageFromName(name),
      value: text.toJSON(),
      dirty: false,
    });
  }
  const activeId = shared.map.get('activeId');
  return {
    files,
    activeId:
      typeof activeId === 'string' && files.some((file) => file.id === activeId)
        ? activeId
        : (files[0]?.id ?? null),
  };
}

/** Calls `listener` after every change to the room's files (local or remote). */
export function observeProject(doc: Y.Doc, listener: () => void): () => void {
  const root = doc.getMap<unknown>(ROOT);
  const onChange = () => listener();
  root.observeDeep(onChange);
  return () => root.unobserveDeep(onChange);
}

/** The shared text of a file, for y-monaco's MonacoBinding. */
export function fileText(doc: Y.Doc, id: string): Y.Text | null {
  return project(doc)?.texts.get(id) ?? null;
}

function addFile(shared: YProject, name: string, value: string): string {
  const id = newId();
  shared.order.push([id]);
  shared.names.set(id, name);
  shared.texts.set(id, new Y.Text(value));
  return id;
}

/** Applies one editor action to the shared project (the local reducer's twin). */
export function applyAction(doc: Y.Doc, action: EditorAction): void {
  const shared = project(doc);
  const state = readFiles(doc);
  if (!shared || !state) return;
  doc.transact(() => {
    switch (action.type) {
      case 'select':
        if (state.files.some((file) => file.id === action.id))
          shared.map.set('activeId', action.id);
        return;
      case 'add':
        shared.map.set('activeId', addFile(shared, defaultNameFor(action.ext, state.files), ''));
        return;
      case 'rename':
        if (shared.names.has(action.id)) shared.names.set(action.id, action.name);
        return;
      case 'close': {
        const index = shared.order.toArray().indexOf(action.id);
        if (index === -1) return;
        shared.map.set('activeId', closeFile(state, action.id).activeId);
        shared.order.delete(index, 1);
        shared.names.delete(action.id);
        shared.texts.delete(action.id);
        return;
      }
      case 'change': {
        const text = shared.texts.get(action.id);
        if (text) applyTextDiff(text, action.value);
        return;
      }
      case 'import': {
        let lastId: string | null = null;
        for (const entry of action.files) {
          const name = entry.path.split('/').pop() ?? '';
          if (!name) continue;
          const existing = readFiles(doc)?.files.find((file) => file.name === name);
          const text = existing && shared.texts.get(existing.id);
          if (existing && text) {
            applyTextDiff(text, entry.text);
            lastId = existing.id;
          } else {
            lastId = addFile(shared, name, entry.text);
          }
        }
        if (lastId) shared.map.set('activeId', lastId);
        return;
      }
      case 'load':
      case 'markClean':
        // Local notions: a room's files are not replaced wholesale, and dirty is per visitor.
        return;
    }
  });
}
