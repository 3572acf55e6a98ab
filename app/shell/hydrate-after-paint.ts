/**
 * Moves a server-rendered page's JavaScript behind its first paint. The page is complete HTML
 * with its first screen's CSS inline; only the text font is needed to paint it. React Router's
 * `<Scripts>` announces every module in the head (`modulepreload`) and starts them with an inline
 * module script, so on a slow phone link ≈ 110 kB of code that only hydrates what is already
 * shown shares the connection with the font and the document. Here the preloads and the module
 * script become inert, and a small classic script inserts them again once the page has painted
 * its first content (at once in a tab that is hidden, where nothing is painted until it is shown).
 * Before the boot script runs, the page's other modules are evaluated one at a time, each in a
 * task of its own: evaluated together they were one task of 25 ms on a desktop core, which a
 * phone (Lighthouse's simulation: four times slower) feels as 100 ms of blocked input.
 *
 * The page's Content-Security-Policy allows inline scripts by the hash of their text
 * (server/security-headers.ts), so the module script, re-created with the same text, still runs.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const BOOT_SCRIPT_OPEN = '<script type="module" async="">';
/** React Router's boot script is the one module script that names the route modules. */
const BOOT_MARKER = 'window.__reactRouterRouteModules';
/** The boot script ends by importing the client entry, which hydrates the page when evaluated. */
const ENTRY_IMPORT = /import\("([^"]+)"\);?\s*$/;
export const DEFERRED_BOOT_ID = 'deferred-boot';
export const DEFERRED_BOOT_TYPE = 'text/x-deferred-module';
const FIRST_PAINT_WAIT_MAX_MS = 5000;

export function hydrateAfterPaint(html: string): string {
  const bootStart = findBootScript(html);
  if (bootStart < 0) return html;
  const bootEnd = html.indexOf('</script>', bootStart) + '</script>'.length;
  const hrefs = new Set<string>();
  const rewrite = (part: string) =>
    part.replace(MODULE_PRELOAD, (_tag, href: string) => {
      hrefs.add(href);
      return '';
    });
  const before = rewrite(html.slice(0, bootStart));
  const after = rewrite(html.slice(bootEnd));
  const bootText = html.slice(bootStart + BOOT_SCRIPT_OPEN.length, bootEnd - '</script>'.length);
  const entry = ENTRY_IMPORT.exec(bootText)?.[1];
  // Evaluating the entry early would hydrate before the boot script has named the route modules.
  const evaluateFirst = entry === undefined ? [] : [...hrefs].filter((href) => href !== entry);
  const boot = `<script type="${DEFERRED_BOOT_TYPE}" id="${DEFERRED_BOOT_ID}">${bootText}</script>`;
  return `${before}${boot}<script>${loaderScript([...hrefs], evaluateFirst)}</script>${after}`;
}

function findBootScript(html: string): number {
  let from = 0;
  for (;;) {
    const start = html.indexOf(BOOT_SCRIPT_OPEN, from);
    if (start < 0) return -1;
    const end = html.indexOf('</script>', start);
    if (end < 0) return -1;
    if (html.slice(start, end).includes(BOOT_MARKER)) return start;
    from = end;
  }
}

/**
 * The classic script that starts the modules; `hrefs` are the preloads, in their order, and
 * `evaluateFirst` those it imports one by one, a task apart, before the boot script. It waits
 * for the first contentful paint, not just the first frame: text waiting for its font is not
 * painted yet, and on a fast link the load event can come before any paint. Browsers that do
 * not report paints start after the first frame; a page that never reports one starts after
 * `FIRST_PAINT_WAIT_MAX_MS`.
 */
function loaderScript(hrefs: string[], evaluateFirst: string[]): string {
  // JSON in a script: '<' escaped so no href can close the element.
  const json = (list: string[]) => JSON.stringify(list).replace(/</g, '\\u003c');
  return (
    `(function(){var d=document,w=window,started=false;function start(){if(started)return;started=true;` +
    `${json(hrefs)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});` +
    // A module that fails to load is left to the boot script, which reports it as before.
    `var q=${json(evaluateFirst)};(function next(){var h=q.shift();if(h===undefined)return boot();import(h).then(function(){setTimeout(next,0)},boot)})()}` +
    `function boot(){var b=d.getElementById('${DEFERRED_BOOT_ID}'),s=d.createElement('script');s.type='module';s.textContent=b.textContent;d.body.appendChild(s)}` +
    `if(d.visibilityState==='hidden'){start();return}` +
    `setTimeout(start,${FIRST_PAINT_WAIT_MAX_MS});` +
    `var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}}).observe({type:'paint',buffered:true});return}` +
    `requestAnimationFrame(function(){setTimeout(start,0)})})()`
  );
}
