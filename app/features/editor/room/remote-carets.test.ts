import { describe, expect, it } from 'vitest';
import { caretOwners, cssString, remoteCaretCss } from './remote-carets';

describe('remote carets', () => {
  it('lists the other visitors with a valid colour, never self', () => {
    const states = new Map<number, Record<string, unknown>>([
      [1, { user: { name: 'Me', color: '#008cff' } }],
      [2, { user: { name: '  Ada  ', color: '#10b981' } }],
      [3, { user: { name: 'Bad colour', color: 'red; background: url(x)' } }],
      [4, { selection: null }],
      [5, { user: { name: '', color: '#ec4899' } }],
    ]);
    expect(caretOwners(states, 1)).toEqual([
      { clientId: 2, name: 'Ada', color: '#10b981' },
      { clientId: 5, name: 'Guest', color: '#ec4899' },
    ]);
  });

  it('cuts names to the chat name limit', () => {
    const states = new Map([[7, { user: { name: 'x'.repeat(50), color: '#008cff' } }]]);
    expect(caretOwners(states, 1)[0]!.name).toHaveLength(32);
  });

  it('escapes names so they cannot leave the CSS string or the style element', () => {
    const hostile = '"; } body { display: none } </style><script>';
    const literal = cssString(hostile);
    expect(literal.slice(1, -1)).not.toMatch(/["<>;{}]/);
    expect(literal).toBe(
      '"\\22 \\3b  \\7d  body \\7b  display\\3a  none \\7d  \\3c \\2f style\\3e \\3c script\\3e "',
    );
    expect(cssString('Ada Lovelace 2')).toBe('"Ada Lovelace 2"');
  });

  it('gives each visitor a coloured selection, caret and label', () => {
    const css = remoteCaretCss([{ clientId: 42, name: 'Ada', color: '#ff0080' }]);
    expect(css).toContain('.yRemoteSelection-42 { background-color: rgba(255, 0, 128, 0.25); }');
    expect(css).toContain('.yRemoteSelectionHead-42 { border-color: #ff0080; }');
    expect(css).toContain(
      '.yRemoteSelectionHead-42::after { content: "Ada"; background: #ff0080; }',
    );
  });
});
