import { CHAT_NAME_MAX_LENGTH } from '#common/realtime/limits';
import { CHAT_DEFAULT_AUTHOR } from '#common/realtime';

/**
 * y-monaco draws another visitor's selection with the classes `yRemoteSelection-{clientId}`
 * and their caret with `yRemoteSelectionHead-{clientId}`; these rules give each visitor their
 * colour and a name label. Names come from other people's browsers, so they only ever reach
 * the style sheet as fully escaped CSS strings, and colours only as #rrggbb.
 */
const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
const SELECTION_ALPHA = 0.25;
const SAFE_CHARACTER = /[A-Za-z0-9 ]/;

export interface CaretOwner {
  clientId: number;
  name: string;
  color: string;
}

/** A CSS string literal whose every character but letters, digits and spaces is escaped. */
export function cssString(text: string): string {
  let escaped = '';
  for (const character of text) {
    escaped += SAFE_CHARACTER.test(character)
      ? character
      : `\\${(character.codePointAt(0) ?? 0).toString(16)} `;
  }
  return `"${escaped}"`;
}

function translucent(hex: string): string {
  const channel = (start: number) => Number.parseInt(hex.slice(start, start + 2), 16);
  return `rgba(${channel(1)}, ${channel(3)}, ${channel(5)}, ${SELECTION_ALPHA})`;
}

/** The visitors other than `selfClientId` whose awareness state names them. */
export function caretOwners(
  states: ReadonlyMap<number, Record<string, unknown>>,
  selfClientId: number,
): CaretOwner[] {
  const owners: CaretOwner[] = [];
  for (const [clientId, state] of states) {
    if (clientId === selfClientId || !Number.isInteger(clientId)) continue;
    const user = state.user as { name?: unknown; color?: unknown } | undefined;
    if (!user || typeof user.color !== 'string' || !COLOR_PATTERN.test(user.color)) continue;
    const name = typeof user.name === 'string' ? user.name.trim() : '';
    owners.push({
      clientId,
      name: [...name].slice(0, CHAT_NAME_MAX_LENGTH).join('') || CHAT_DEFAULT_AUTHOR,
      color: user.color,
    });
  }
  return owners;
}

export function remoteCaretCss(owners: readonly CaretOwner[]): string {
  return owners
    .map(({ clientId, name, color }) =>
      [
        `.yRemoteSelection-${clientId} { background-color: ${translucent(color)}; }`,
        `.yRemoteSelectionHead-${clientId} { border-color: ${color}; }`,
        `.yRemoteSelectionHead-${clientId}::after { content: ${cssString(name)}; background: ${color}; }`,
      ].join('\n'),
    )
    .join('\n');
}
