import type { IdeProject } from './project';
import { filesUnder, pathOf } from './tree';

export interface SearchResult {
  fileId: string;
  path: string;
  /** Set for a content match: 1-based line and that line's text. */
  line?: number;
  column?: number;
  text?: string;
}

/** Enough results to scan; more means the query is too broad to be useful. */
export const SEARCH_MAX_RESULTS = 200;
/** A matched line is shown up to this many characters. */
const SEARCH_LINE_MAX_CHARS = 160;

/** docs/product.md#visitor-input-rules: non-empty text matched in names or contents, as a case-sensitive substring. */
export function searchProject(project: IdeProject, query: string): SearchResult[] {
  if (query === '') return [];
  const results: SearchResult[] = [];
  for (const file of filesUnder(project.tree)) {
    const path = pathOf(project.tree, file.id) ?? file.name;
    if (file.name.includes(query)) results.push({ fileId: file.id, path });
    const lines = (project.contents[file.id] ?? '').split(/\r?\n/);
    lines.forEach((text, index) => {
      const at = text.indexOf(query);
      if (at !== -1) {
        results.push({
          fileId: file.id,
          path,
          line: index + 1,
          column: at + 1,
          text: text.trim().slice(0, SEARCH_LINE_MAX_CHARS),
        });
      }
    });
    if (results.length >= SEARCH_MAX_RESULTS) return results.slice(0, SEARCH_MAX_RESULTS);
  }
  return results;
}
