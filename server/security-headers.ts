import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from './config';

/**
 * The site's security headers. Scripts: our own files only. A page's inline scripts (hydration
 * data, the pre-paint theme script) are allowed by their SHA-256 hashes, sent with the page
 * (pageContentSecurityPolicy): the same page bytes always carry the same policy, so a page can be
 * cached, here or by a CDN, without repeating a nonce. Development runs Vite's injected scripts,
 * so it allows inline scripts instead.
 */
function directives(config: Config, scriptSources: string[]): string {
  const secureOrigin = config.PUBLIC_URL.startsWith('https:');
  const list: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptSources],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", 'ws:', 'wss:'],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  if (secureOrigin) list.push(['upgrade-insecure-requests']);
  return list.map((directive) => directive.join(' ')).join('; ');
}

/** `viteDevServer`: pages come from Vite's development server, which injects inline scripts. */
export function securityHeaders(config: Config, viteDevServer: boolean): RequestHandler {
  const secureOrigin = config.PUBLIC_URL.startsWith('https:');
  const policy = directives(config, viteDevServer ? ["'unsafe-inline'"] : []);
  const others = helmet({
    contentSecurityPolicy: false,
    // Cross-origin isolation would block the labs' sandboxed previews; not needed here.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: secureOrigin,
  });
  return (req, res, next) => {
    res.setHeader('Content-Security-Policy', policy);
    others(req, res, next);
  };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** The hash sources of every inline script in a page, in the form CSP wants. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes) || content.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy for one server-rendered page: its own inline scripts, by hash. */
export function pageContentSecurityPolicy(
  config: Config,
  html: string,
  viteDevServer: boolean,
): string {
  if (viteDevServer) return directives(config, ["'unsafe-inline'"]);
  return directives(config, inlineScriptHashes(html));
}
