import { useMemo, useRef } from 'react';
import styles from './article.module.css';
import { useCodeCopy } from './use-code-copy';

/** The article's sanitised, highlighted HTML (post-page.server.ts), with working copy buttons. */
export function ArticleBody({ html }: { html: string }) {
  const body = useRef<HTMLDivElement>(null);
  useCodeCopy(body);
  // React writes the HTML again whenever this object is a new one, even with the same text: that
  // would undo a button's 'Copied' and a reader's text selection on every re-render of the page.
  const markup = useMemo(() => ({ __html: html }), [html]);
  return <div ref={body} className={`prose ${styles.body}`} dangerouslySetInnerHTML={markup} />;
}
