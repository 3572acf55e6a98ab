import { readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/**
 * express.static for a folder whose files do not change while the server runs (the build, the
 * public folder in production): its file list is read once, so a request for anything else
 * (every page) moves on at once instead of costing a file-system lookup per folder.
 */
export function staticFilesOf(
  dir: string,
  options: Parameters<typeof express.static>[1],
  { skip = [] }: { skip?: string[] } = {},
): RequestHandler {
  const files = listFiles(dir, skip);
  const serve = express.static(dir, options);
  return (req, res, next) => {
    if (files.has(decodedPath(req.path))) void serve(req, res, next);
    else next();
  };
}

function listFiles(dir: string, skip: string[]): Set<string> {
  const files = new Set<string>();
  let entries: { name: string; parentPath: string; isFile(): boolean }[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (skip.some((folder) => relative.startsWith(`${folder}${path.sep}`))) continue;
    files.add(`/${relative.split(path.sep).join('/')}`);
  }
  return files;
}

function decodedPath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}
