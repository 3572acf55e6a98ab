import { unzipEntries, type ZipEntry } from './zip';

/** The part of a browser File that importing needs (lets tests pass plain objects). */
export interface ImportSource {
  name: string;
  /** Set by folder pickers (`webkitdirectory`): 'folder/sub/file.js'. */
  webkitRelativePath?: string;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface ImportResult {
  files: ZipEntry[];
  /** Names of the files that could not be read; the others are still imported. */
  failed: string[];
}

const isZip = (name: string) => name.toLowerCase().endsWith('.zip');

/**
 * Reads every picked file as text; a `.zip` is expanded into its files (so an exported
 * archive imports back). One unreadable file never stops the others.
 */
export async function readImportedFiles(
  sources: readonly ImportSource[],
  options: { expandZip?: boolean } = {},
): Promise<ImportResult> {
  const results = await Promise.all(
    sources.map(async (source): Promise<ZipEntry[] | null> => {
      const path = source.webkitRelativePath || source.name;
      try {
        if (options.expandZip && isZip(source.name)) {
          return unzipEntries(new Uint8Array(await source.arrayBuffer()));
        }
        return [{ path, text: await source.text() }];
      } catch {
        return null;
      }
    }),
  );
  const files: ZipEntry[] = [];
  const failed: string[] = [];
  results.forEach((entries, index) => {
    if (entries) files.push(...entries);
    else failed.push(sources[index]?.name ?? '');
  });
  return { files, failed };
}

/** The message shown after an import in which some files failed. */
export function importFailureMessage(failed: readonly string[]): string | null {
  if (failed.length === 0) return null;
  return `Could not read ${failed.length === 1 ? 'file' : `${failed.length} files`}: ${failed.join(', ')}. The other files were imported.`;
}
