import { readFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { escapeXml } from '#common/escape-xml.ts';
import { initialsOf } from '#common/initials.ts';
import type { CurrentProfile } from './content/current-profile';

/** The static labs' folders in the build whose pages carry the site's header. */
const LAB_FOLDERS = ['algo', 'fluxbuilder'];

/** Like the pages: always asked again, answered 304 while the profile is the same. */
const LAB_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The static labs' HTML pages (built by vite.labs.config.ts with the placeholders %SITE_NAME%
 * and %SITE_INITIALS% left in), filled with the owner's name as the profile says now: a renamed
 * owner shows in the labs' titles and header on the next request, without a rebuild. Each page
 * is read from disk once; the filled page is kept until the profile changes.
 */
export function labPages(clientDir: string, profile: CurrentProfile): RequestHandler {
  const pages = listLabPages(clientDir);
  const templates = new Map<string, Promise<string>>();
  const filled = new Map<string, { version: string; html: string }>();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = pages.get(req.path);
    if (!file) return next();
    void (async () => {
      const owner = await profile.get();
      let page = filled.get(req.path);
      if (page?.version !== owner.updatedAt) {
        let template = templates.get(file);
        if (!template) {
          template = readFile(file, 'utf8');
          templates.set(file, template);
        }
        page = { version: owner.updatedAt, html: fillSiteName(await template, owner.name) };
        filled.set(req.path, page);
      }
      res.set('Cache-Control', LAB_PAGE_CACHE_CONTROL).type('html').send(page.html);
    })().catch(next);
  };
}

function fillSiteName(html: string, name: string): string {
  return html
    .replaceAll('%SITE_NAME%', escapeXml(name))
    .replaceAll('%SITE_INITIALS%', escapeXml(initialsOf(name)));
}

/** Each lab page's address (`/algo/bfs.html`) and its file. */
function listLabPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const folder of LAB_FOLDERS) {
    let names: string[];
    try {
      names = readdirSync(path.join(clientDir, folder));
    } catch {
      continue;
    }
    for (const name of names.filter((entry) => entry.endsWith('.html'))) {
      pages.set(`/${folder}/${name}`, path.join(clientDir, folder, name));
    }
  }
  return pages;
}
