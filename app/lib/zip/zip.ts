import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

/** One text file inside an archive; `path` uses '/' between folders. */
export interface ZipEntry {
  path: string;
  text: string;
}

/** Builds a ZIP archive; folders come from the '/' in each path. */
export function zipEntries(entries: readonly ZipEntry[]): Uint8Array {
  const tree: Zippable = {};
  for (const entry of entries) {
    const clean = normalizeZipPath(entry.path);
    if (clean) tree[clean] = strToU8(entry.text);
  }
  return zipSync(tree, { level: 6 });
}

/** Reads the text files of an archive (folder entries are skipped). Throws on a broken archive. */
export function unzipEntries(data: Uint8Array): ZipEntry[] {
  const files = unzipSync(data);
  return Object.entries(files)
    .filter(([path]) => !path.endsWith('/'))
    .map(([path, bytes]) => ({ path: normalizeZipPath(path), text: strFromU8(bytes) }))
    .filter((entry) => entry.path !== '');
}

/** Drops leading slashes and '.'/'..' segments so an archive cannot point outside its root. */
export function normalizeZipPath(path: string): string {
  return path
    .replace(/\\/g, '/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .join('/');
}

/** Saves bytes or text as a download in the browser. */
export function downloadFile(name: string, data: Uint8Array | string, type: string): void {
  const part: BlobPart = typeof data === 'string' ? data : new Uint8Array(data);
  const url = URL.createObjectURL(new Blob([part], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const ZIP_MIME = 'application/zip';
