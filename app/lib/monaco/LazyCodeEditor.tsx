import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { CodeEditorProps } from './code-editor-props';

// Monaco is fetched only when an editor first renders in the browser.
const MonacoEditor = lazy(() => import('./MonacoEditor.client'));

const noSubscription = () => () => undefined;

/** True after hydration; the server (and the first client render) see false. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function EditorLoading({ className }: { className?: string }) {
  return (
    <div className={className} role="status" data-editor-loading="">
      Loading editor…
    </div>
  );
}

export function LazyCodeEditor(props: CodeEditorProps & { loadingClassName?: string }) {
  const hydrated = useHydrated();
  const loading = <EditorLoading className={props.loadingClassName} />;
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <MonacoEditor {...props} />
    </Suspense>
  );
}
