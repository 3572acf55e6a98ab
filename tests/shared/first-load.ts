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
