import { useEffect, useRef, useState } from 'react';
import { ConsolePanel } from './ConsolePanel';
import { buildPreviewDocument, type PreviewFile } from './preview-doc';
import {
  isReadyMessage,
  parseConsoleMessage,
  PREVIEW_PATH,
  PREVIEW_RENDER_TYPE,
  type ConsoleEntry,
} from '#common/preview-protocol.ts';
import styles from './editor.module.css';

/** The preview re-renders this long after the last change ("shortly after typing stops"). */
const PREVIEW_REFRESH_DELAY_MS = 600;
/** The console keeps this many lines; older ones scroll away for good. */
const CONSOLE_MAX_ENTRIES = 300;

/**
 * A sandboxed frame (allow-scripts only: an opaque origin that cannot touch this page) loading
 * the preview document path, which asks for the assembled page by postMessage. Each refresh
 * gets a fresh frame, so no state leaks from one run to the next.
 */
export function PreviewPane({ files }: { files: readonly PreviewFile[] }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [run, setRun] = useState(0);
  const [entries, setEntries] = useState<ConsoleEntry[]>([]);
  const docRef = useRef<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(
      () => {
        const next = buildPreviewDocument(files);
        if (next === docRef.current) return;
        docRef.current = next;
        setRun((current) => current + 1);
        setEntries([]);
      },
      docRef.current === null ? 0 : PREVIEW_REFRESH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [files]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the current preview frame may talk to us (its origin is the opaque 'null').
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      if (isReadyMessage(event.data)) {
        if (docRef.current === null) return;
        source.postMessage({ type: PREVIEW_RENDER_TYPE, html: docRef.current }, '*');
        return;
      }
      const entry = parseConsoleMessage(event.data);
      if (entry) setEntries((current) => [...current, entry].slice(-CONSOLE_MAX_ENTRIES));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div className={styles.previewColumn}>
      {run > 0 && (
        <iframe
          key={run}
          ref={frame}
          className={styles.previewFrame}
          title="Preview"
          src={PREVIEW_PATH}
          sandbox="allow-scripts"
          data-run={run}
        />
      )}
      <ConsolePanel entries={entries} onClear={() => setEntries([])} />
    </div>
  );
}
