import type * as MonacoApi from 'monaco-editor';

/**
 * One Monaco model per file, shared by every editor showing it (the IDE's split view shows one
 * document twice; room mode binds one Y.Text per model). Models are keyed by a path such as
 * 'editor/<file id>' and live until their file goes away.
 */
type Monaco = typeof MonacoApi;

const SCHEME = 'inmemory';

function modelUri(monaco: Monaco, path: string): MonacoApi.Uri {
  return monaco.Uri.from({ scheme: SCHEME, path: `/${path}` });
}

export function getOrCreateModel(
  monaco: Monaco,
  path: string,
  value: string,
  language: string,
): MonacoApi.editor.ITextModel {
  const uri = modelUri(monaco, path);
  const existing = monaco.editor.getModel(uri);
  if (existing) {
    if (existing.getLanguageId() !== language) monaco.editor.setModelLanguage(existing, language);
    return existing;
  }
  return monaco.editor.createModel(value, language, uri);
}

/** Disposes the models under `scope/` whose path is not in `keep` (deleted or closed files). */
export function disposeModelsExcept(monaco: Monaco, scope: string, keep: ReadonlySet<string>) {
  for (const model of monaco.editor.getModels()) {
    const path = model.uri.path.slice(1);
    if (model.uri.scheme === SCHEME && path.startsWith(`${scope}/`) && !keep.has(path)) {
      model.dispose();
    }
  }
}
