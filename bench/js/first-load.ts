import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript, counted once for the bench and the budget test
 * (tests/e2e/pages-budget.spec.ts): every /assets/*.js the server HTML asks for. That is its
 * module scripts and preloads, what the boot script imports (it starts after the first paint,
 * app/shell/hydrate-after-paint.ts, so it travels as a deferred module) and the preloads the
 * pre-paint loader adds. The boot script also carries the route manifest, whose entries name the
 * modules of routes the page does not render (fetched only on navigation): those are not counted.
 */
export function scriptsInHtml(html: string): Set<string> {
  const urls = new Set<string>();
  for (const [, url] of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)) {
    urls.add(url!);
  }
  for (const [, url] of html.matchAll(/<script[^>]* src="([^"]+\.js)"/g)) urls.add(url!);
  for (const [, script] of html.matchAll(
    /<script type="(?:module|text\/x-deferred-module)"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    for (const [, url] of script!.matchAll(/\bimport\b[^"';]*?["'](\/assets\/[^"']+\.js)["']/g)) {
      urls.add(url!);
    }
  }
  for (const [, list] of html.matchAll(/<script>\(function\(\)\{[^<]*?(\["\/assets\/[^\]]*\])/g)) {
    for (const url of JSON.parse(list!) as string[]) urls.add(url);
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
  // No script found means the page's markup changed under this parser, not a page without JS.
  if (scripts.size === 0) throw new Error(`${path}: no script found in its HTML`);
  let bytes = 0;
  for (const script of scripts) bytes += gzipBytes(await bodyOf(new URL(script, baseUrl).href));
  return { count: scripts.size, bytes };
}
