import { roomUsersOf } from '../../rooms/room-user';

/**
 * y-monaco draws another visitor's selection with the classes `yRemoteSelection-{clientId}`
 * and their caret with `yRemoteSelectionHead-{clientId}`; these rules give each visitor their
 * colour and a name label. Names come from other people's browsers, so they only ever reach
 * the style sheet as fully escaped CSS strings, and colours only as #rrggbb.
 */
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

/** The visitors other than `selfClientId` whose awareness state names them with a valid colour. */
export function caretOwners(
  states: ReadonlyMap<number, Record<string, unknown>>,
  selfClientId: number,
): CaretOwner[] {
  return roomUsersOf(states).flatMap(({ clientId, name, color }) =>
    clientId !== selfClientId && Number.isInteger(clientId) && color
      ? { clientId, name, color }
      : [],
  );
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
