import { useEffect, useState } from 'react';
import { MARKDOWN_PREVIEW_PATH } from './paths';
import styles from './console.module.css';

/** The preview waits this long after typing stops before asking the server again. */
const PREVIEW_DELAY_MS = 300;

/**
 * The live preview: the Markdown rendered by the server's own pipeline, the one the article uses
 * (so it shows exactly what visitors will read). Asked for a moment after typing stops; a newer
 * request cancels the one still on its way.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const body = new FormData();
      body.set('markdown', markdown);
      fetch(MARKDOWN_PREVIEW_PATH, { method: 'POST', body, signal: controller.signal })
        .then(async (response) => {
          const answer = (await response.json()) as { html?: string; message?: string };
          if (answer.html === undefined) throw new Error(answer.message);
          setHtml(answer.html);
          setProblem('');
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setProblem(
            error instanceof Error && error.message
              ? error.message
              : 'The preview could not be made: check the connection.',
          );
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown]);

  return (
    <section className={styles.preview} aria-labelledby="markdown-preview-heading">
      <h2 id="markdown-preview-heading" className={styles.sectionTitle}>
        Preview
      </h2>
      <p role="status" className={styles.error}>
        {problem}
      </p>
      {html === null ? (
        <p className={styles.hint}>The preview appears here once the page has loaded.</p>
      ) : (
        // The server's pipeline sanitised this HTML (common/markdown/sanitize-schema.ts).
        <div
          className="prose"
          data-testid="markdown-preview"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </section>
  );
}
