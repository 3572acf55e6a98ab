import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript as the budget test (tests/e2e/pages-budget.spec.ts) counts it: every
 * script the server HTML names (module scripts, module preloads, the imports of its inline
 * module scripts), each gzipped at zlib's default level.
 */
export function scriptsInHtml(html: string): Set<string> {
  const urls = new Set<string>();
  for (const [, url] of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)) {
    urls.add(url!);
  }
  for (const [, url] of html.matchAll(/<script[^>]* src="([^"]+\.js)"/g)) urls.add(url!);
  for (const [, script] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, url] of script!.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) urls.add(url!);
  }
  return urls;
}

export const gzipBytes = (body: Uint8Array) => gzipSync(body).length;

async function bodyOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Gzip bytes of the scripts the server HTML of `path` loads, and how many there are. */
export async function firstLoadScripts(baseUrl: string, path: string) {
  const html = new TextDecoder().decode(await bodyOf(`${baseUrl}${path}`));
  const scripts = scriptsInHtml(html);
  let bytes = 0;
  for (const script of scripts) bytes += gzipBytes(await bodyOf(new URL(script, baseUrl).href));
  return { count: scripts.size, bytes };
}
