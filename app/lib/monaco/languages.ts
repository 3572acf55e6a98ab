/**
 * File extension → Monaco language id. The first 15 are the New File types of docs/product.md#code-editor, in its
 * order; a few common aliases follow. Anything else is plaintext.
 */
export const NEW_FILE_TYPES = [
  { ext: 'js', language: 'javascript', label: 'JavaScript' },
  { ext: 'ts', language: 'typescript', label: 'TypeScript' },
  { ext: 'html', language: 'html', label: 'HTML' },
  { ext: 'css', language: 'css', label: 'CSS' },
  { ext: 'json', language: 'json', label: 'JSON' },
  { ext: 'md', language: 'markdown', label: 'Markdown' },
  { ext: 'py', language: 'python', label: 'Python' },
  { ext: 'java', language: 'java', label: 'Java' },
  { ext: 'c', language: 'c', label: 'C' },
  { ext: 'cpp', language: 'cpp', label: 'C++' },
  { ext: 'go', language: 'go', label: 'Go' },
  { ext: 'rs', language: 'rust', label: 'Rust' },
  { ext: 'yml', language: 'yaml', label: 'YAML' },
  { ext: 'xml', language: 'xml', label: 'XML' },
  { ext: 'sql', language: 'sql', label: 'SQL' },
] as const;

export type NewFileExtension = (typeof NEW_FILE_TYPES)[number]['ext'];

const ALIASES: Record<string, string> = {
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  tsx: 'typescript',
  htm: 'html',
  yaml: 'yaml',
  h: 'c',
  hpp: 'cpp',
  svg: 'xml',
  markdown: 'markdown',
};

const BY_EXTENSION = new Map<string, string>([
  ...NEW_FILE_TYPES.map((type) => [type.ext, type.language] as [string, string]),
  ...Object.entries(ALIASES),
]);

const PLAINTEXT = 'plaintext';

/** The extension after the last dot, lower-cased ('' when there is none or the name starts with it only). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function languageFromName(name: string): string {
  return BY_EXTENSION.get(extensionOf(name)) ?? PLAINTEXT;
}

const LABELS = new Map<string, string>([
  ...NEW_FILE_TYPES.map((type) => [type.language, type.label] as [string, string]),
  [PLAINTEXT, 'Plain Text'],
]);

/** A human name for the status line ('javascript' → 'JavaScript'). */
export function languageLabel(language: string): string {
  return LABELS.get(language) ?? language;
}
