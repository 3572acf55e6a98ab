import type { NewFileExtension } from '../../lib/monaco/languages';
import {
  closeFile,
  defaultNameFor,
  importIntoFiles,
  makeFile,
  renameFile,
  type EditorFilesState,
} from './files';

/** Every change to the editor's files; the local hook reduces them, room mode will share them. */
export type EditorAction =
  | { type: 'load'; state: EditorFilesState }
  | { type: 'select'; id: string }
  | { type: 'add'; ext: NewFileExtension }
  | { type: 'rename'; id: string; name: string }
  | { type: 'close'; id: string }
  | { type: 'change'; id: string; value: string }
  | { type: 'import'; files: { path: string; text: string }[] }
  | { type: 'markClean'; ids: string[] | 'all' };

export function editorReducer(state: EditorFilesState, action: EditorAction): EditorFilesState {
  switch (action.type) {
    case 'load':
      return action.state;
    case 'select':
      return state.files.some((file) => file.id === action.id)
        ? { ...state, activeId: action.id }
        : state;
    case 'add': {
      const file = makeFile(defaultNameFor(action.ext, state.files));
      return { files: [...state.files, { ...file, dirty: true }], activeId: file.id };
    }
    case 'rename':
      return { ...state, files: renameFile(state.files, action.id, action.name) };
    case 'close':
      return closeFile(state, action.id);
    case 'change':
      return {
        ...state,
        files: state.files.map((file) =>
          file.id === action.id && file.value !== action.value
            ? { ...file, value: action.value, dirty: true }
            : file,
        ),
      };
    case 'import':
      return importIntoFiles(state, action.files);
    case 'markClean': {
      const ids = action.ids;
      return {
        ...state,
        files: state.files.map((file) =>
          file.dirty && (ids === 'all' || ids.includes(file.id)) ? { ...file, dirty: false } : file,
        ),
      };
    }
  }
}
