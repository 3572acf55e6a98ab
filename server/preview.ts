import express, { type Router } from 'express';

/**
 * The code editor's preview document. The page embeds it in
 * `<iframe sandbox="allow-scripts">` (never allow-same-origin), so it runs in an opaque origin;
 * it says it is ready, receives the assembled document from its parent by postMessage and
 * writes it. A `srcdoc` frame would inherit the site's nonce-only script policy and block the
 * visitor's scripts, so this path has its own policy: inline scripts and styles run, nothing
 * can be fetched, and the CSP `sandbox` directive keeps the document sandboxed even when opened
 * on its own. It must be mounted BEFORE the site's helmet middleware.
 *
 * The message types must match common/preview-protocol.ts (a unit test checks).
 */
const PREVIEW_FRAME_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline' 'unsafe-eval'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  'media-src data: blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts',
].join('; ');

const PREVIEW_FRAME_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Preview</title></head>
<body>
<script>
(function () {
  var site = new URL(location.href).origin;
  var rendered = false;
  addEventListener('message', function (event) {
    var data = event.data;
    if (rendered || event.source !== parent || event.origin !== site) return;
    if (!data || data.type !== 'devfolio:preview-render' || typeof data.html !== 'string') return;
    rendered = true;
    document.open();
    document.write(data.html);
    document.close();
  });
  parent.postMessage({ type: 'devfolio:preview-ready' }, site);
})();
</script>
</body>
</html>
`;

export function previewRouter(): Router {
  const router = express.Router();
  router.get('/', (_req, res) => {
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': PREVIEW_FRAME_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-cache',
    });
    res.send(PREVIEW_FRAME_HTML);
  });
  return router;
}
