import { gzipBytes, scriptsInHtml } from '#tests/shared/first-load.ts';

async function bodyOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Gzip bytes of the scripts the server HTML of `path` loads, and how many there are. */
export async function firstLoadScripts(baseUrl: string, path: string) {
  const html = new TextDecoder().decode(await bodyOf(`${baseUrl}${path}`));
  const scripts = scriptsInHtml(html);
  // No script found means the page's markup changed under this parser, not a page without JS.
  if (scripts.size === 0) throw new Error(`${path}: no script found in its HTML`);
  let bytes = 0;
  for (const script of scripts) bytes += gzipBytes(await bodyOf(new URL(script, baseUrl).href));
  return { count: scripts.size, bytes };
}
