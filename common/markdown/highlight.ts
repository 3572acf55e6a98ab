import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { decodeEntities } from './html-text';

/**
 * Syntax highlighting of article code blocks, done on the server so no highlighter ships to the
 * browser. Chosen for its contrast: comments and every token colour meet WCAG AA on its
 * background.
 */
const THEME = 'github-dark-default';
const PLAIN = 'text';
/**
 * Shiki's own limit (0.5 s a line) cut highlighting short on a busy machine: the first line of a
 * language also compiles that grammar's patterns, and past the limit the rest of the line stays
 * one uncoloured token, in a page the response cache then keeps. Only a pathological line of
 * the owner's code takes this long.
 */
const LINE_TOKENIZE_LIMIT_MS = 5_000;

let highlighter: Promise<Highlighter> | undefined;
// The JavaScript regex engine rather than Oniguruma's WebAssembly: about 50 MB less memory for a
// server that highlights a few code blocks per article, once (memory budget).
const getHighlighter = () =>
  (highlighter ??= createHighlighter({
    themes: [THEME],
    langs: [],
    engine: createJavaScriptRegexEngine(),
  }));

function isBundled(lang: string): lang is BundledLanguage {
  return Object.hasOwn(bundledLanguages, lang);
}

/**
 * A highlighted block in its frame: a bar above the code naming the language and holding the
 * copy button, so neither ever sits over a line of code on a phone. The button shows only where
 * scripts run (article.module.css), which answer it (use-code-copy.ts); its status line
 * announces the result.
 */
function framed(pre: string, language: string | null): string {
  const label = language ? `<span class="code-lang">${language}</span>` : '';
  return (
    `<div class="code-block"><div class="code-bar">${label}` +
    `<span class="code-copy-status visually-hidden" role="status"></span>` +
    `<button type="button" class="code-copy">Copy</button>` +
    `</div>${pre}</div>`
  );
}

/**
 * Replaces each `<pre><code class="language-x">…</code></pre>` of sanitised HTML with shiki's
 * highlighted markup in its frame. Unknown or missing languages are shown as plain text, still
 * escaped.
 */
export async function highlightCodeBlocks(html: string): Promise<string> {
  const blocks = [
    ...html.matchAll(/<pre><code(?: class="language-([\w+#-]+)")?>([\s\S]*?)<\/code><\/pre>/g),
  ];
  if (blocks.length === 0) return html;
  const shiki = await getHighlighter();
  const rendered = await Promise.all(
    blocks.map(async ([, requested = '', escaped = '']) => {
      const lang = requested.toLowerCase();
      const usable = isBundled(lang) ? lang : PLAIN;
      if (usable !== PLAIN && !shiki.getLoadedLanguages().includes(usable)) {
        await shiki.loadLanguage(usable);
      }
      const code = decodeEntities(escaped).replace(/\n$/, '');
      const highlighted = shiki.codeToHtml(code, {
        lang: usable,
        theme: THEME,
        tokenizeTimeLimit: LINE_TOKENIZE_LIMIT_MS,
      });
      if (!lang) return framed(highlighted, null);
      const language = usable === PLAIN ? 'text' : lang;
      return framed(highlighted.replace('<pre ', `<pre data-language="${language}" `), language);
    }),
  );
  let index = 0;
  return html.replace(
    /<pre><code(?: class="language-[\w+#-]+")?>[\s\S]*?<\/code><\/pre>/g,
    () => rendered[index++] ?? '',
  );
}
