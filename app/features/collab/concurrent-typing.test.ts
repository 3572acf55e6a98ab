import { getSchema } from '@tiptap/core';
import { EditorState, TextSelection, type Plugin, type PluginView } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import StarterKit from '@tiptap/starter-kit';
import { ySyncPlugin } from '@tiptap/y-tiptap';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';

// Two people typing into one paragraph, through the same Yjs ↔ ProseMirror binding the rich text
// editor uses. Each typist's run must stay in one piece, with their caret right after it: the
// binding restores the caret after every remote edit, and a wrong restore splits the run (the
// patched fault in patches/README.md).

const schema = getSchema([StarterKit.configure({ undoRedo: false })]);
const REMOTE = 'remote';
/** Fixed, so a run is the same every time; fast-check prints it with any failure. */
const TYPING_PROPERTY_SEED = 29;
const TYPING_PROPERTY_RUNS = 300;

interface Typist {
  ydoc: Y.Doc;
  type(text: string): void;
  placeCaret(offset: number): void;
  /** The paragraph's text with `|` where this typist's caret is. */
  withCaret(): string;
  text(): string;
}

/** An editor state driven like a view: the binding calls dispatch and hasFocus only. */
function typist(clientID: number): Typist {
  const ydoc = new Y.Doc();
  ydoc.clientID = clientID;
  const plugin: Plugin = ySyncPlugin(ydoc.getXmlFragment('richtext')) as Plugin;
  // The binding dispatches while the plugin view is being created, before it can be updated.
  let pluginView: PluginView = {};
  const view = {
    state: EditorState.create({ schema, plugins: [plugin] }),
    hasFocus: () => false,
    dispatch(tr: EditorState['tr']) {
      // As EditorView does: the plugin views hear the state before the transaction too.
      const previous = view.state;
      view.state = view.state.apply(tr);
      pluginView.update?.(view as unknown as EditorView, previous);
    },
  };
  pluginView = plugin.spec.view!(view as unknown as EditorView);
  const paragraphStart = 1;
  return {
    ydoc,
    type(text) {
      for (const character of text) view.dispatch(view.state.tr.insertText(character));
    },
    placeCaret(offset) {
      const { doc } = view.state;
      view.dispatch(view.state.tr.setSelection(TextSelection.create(doc, paragraphStart + offset)));
    },
    withCaret() {
      const text = view.state.doc.textContent;
      const offset = view.state.selection.head - paragraphStart;
      return `${text.slice(0, offset)}|${text.slice(offset)}`;
    },
    text: () => view.state.doc.textContent,
  };
}

/** Holds one side's updates until `deliver`, like a network that is slower than the typing. */
function channel(from: Typist, to: Typist): () => void {
  return queue(from, to).all;
}

/** One side's updates in flight, in order: all of them, or the oldest alone, delivered. */
function queue(from: Typist, to: Typist) {
  const pending: Uint8Array[] = [];
  from.ydoc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== REMOTE) pending.push(update);
  });
  return {
    all: () => {
      for (const update of pending.splice(0)) Y.applyUpdate(to.ydoc, update, REMOTE);
    },
    one: () => {
      const update = pending.shift();
      if (update) Y.applyUpdate(to.ydoc, update, REMOTE);
    },
  };
}

function pair(aliceId: number, bobId: number) {
  const alice = typist(aliceId);
  const bob = typist(bobId);
  const toBob = channel(alice, bob);
  const toAlice = channel(bob, alice);
  const sync = () => {
    toBob();
    toAlice();
  };
  return { alice, bob, sync, toBob, toAlice };
}

/** A small seeded generator (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

describe('two people typing in one paragraph of the rich text', () => {
  for (const [aliceId, bobId] of [
    [1, 2],
    [2, 1],
  ] as const) {
    it(`at the same end, each keeps their run and their caret after it (client ids ${aliceId}/${bobId})`, () => {
      const { alice, bob, sync, toBob, toAlice } = pair(aliceId, bobId);
      alice.type('Hello.');
      sync();
      alice.placeCaret(alice.text().length);
      bob.placeCaret(bob.text().length);

      const aliceRun = ' alpha-alpha';
      const bobRun = ' bravo-bravo';
      for (let index = 0; index < aliceRun.length; index++) {
        alice.type(aliceRun[index]!);
        bob.type(bobRun[index]!);
        // Alternate who hears the other first, as keystrokes cross on the wire.
        if (index % 2 === 0) sync();
        else {
          toAlice();
          toBob();
        }
      }
      sync();

      expect(alice.text()).toBe(bob.text());
      expect(alice.text()).toContain(aliceRun);
      expect(alice.text()).toContain(bobRun);
      expect(alice.withCaret()).toContain(`${aliceRun}|`);
      expect(bob.withCaret()).toContain(`${bobRun}|`);
    });
  }

  it('text inserted earlier in the paragraph moves the caret along with the words after it', () => {
    const { alice, bob, sync } = pair(1, 2);
    alice.type('Hello world');
    sync();
    alice.placeCaret('Hello wo'.length);
    bob.placeCaret(0);
    bob.type('Hi, ');
    sync();
    expect(alice.withCaret()).toBe('Hi, Hello wo|rld');
  });

  it('keeps both runs whole wherever the carets are and however the updates cross', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = random(seed);
      const { alice, bob, sync, toBob, toAlice } = pair(1 + Math.floor(next() * 9), 10);
      alice.type('The quick brown fox');
      sync();
      // The start, a word boundary, the middle of a word and, most often, the end: where people
      // add text, and where the same character typed on both sides made the restore go wrong.
      const end = alice.text().length;
      const places = [0, 'The '.length, 'The qu'.length, end, end, end];
      const pick = () => places[Math.floor(next() * places.length)]!;
      alice.placeCaret(pick());
      bob.placeCaret(pick());
      // Runs that share characters: the same letter typed at the same place on both sides is
      // where a restore by matching text goes wrong.
      const aliceRun = ' alpha.';
      const bobRun = ' bravo!';
      for (let index = 0; index < aliceRun.length; index++) {
        alice.type(aliceRun[index]!);
        bob.type(bobRun[index]!);
        const roll = next();
        if (roll < 0.5) sync();
        else if (roll < 0.7) toBob();
        else if (roll < 0.9) toAlice();
      }
      sync();
      const context = `seed ${seed}: ${alice.withCaret()} / ${bob.withCaret()}`;
      expect(alice.text(), context).toBe(bob.text());
      expect(alice.withCaret(), context).toContain(`${aliceRun}|`);
      expect(bob.withCaret(), context).toContain(`${bobRun}|`);
    }
  });

  /**
   * The property: whatever the carets' places and however the network interleaves the updates
   * with the keystrokes (each side's updates in order, some held back past several keystrokes,
   * delivered one at a time or together), each typist's run comes out whole and in order, with
   * their caret right after it. fast-check prints the seed and the smallest failing schedule.
   */
  it('keeps each run whole and in order under any interleaving of keystrokes and updates', () => {
    const step = fc.constantFrom(
      'alice types',
      'bob types',
      'one to alice',
      'one to bob',
      'all to alice',
      'all to bob',
    );
    const text = 'The quick brown fox';
    const place = fc.constantFrom(0, 'The '.length, 'The qu'.length, text.length);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        place,
        place,
        fc.array(step, { minLength: 10, maxLength: 60 }),
        (aliceId, aliceAt, bobAt, schedule) => {
          const alice = typist(aliceId);
          const bob = typist(10);
          const toBob = queue(alice, bob);
          const toAlice = queue(bob, alice);
          alice.type(text);
          toBob.all();
          alice.placeCaret(aliceAt);
          bob.placeCaret(bobAt);
          const aliceRun = ' alpha.';
          const bobRun = ' bravo!';
          const typed = { alice: 0, bob: 0 };
          for (const action of schedule) {
            if (action === 'alice types' && typed.alice < aliceRun.length) {
              alice.type(aliceRun[typed.alice++]!);
            } else if (action === 'bob types' && typed.bob < bobRun.length) {
              bob.type(bobRun[typed.bob++]!);
            } else if (action === 'one to alice') toAlice.one();
            else if (action === 'one to bob') toBob.one();
            else if (action === 'all to alice') toAlice.all();
            else if (action === 'all to bob') toBob.all();
          }
          toBob.all();
          toAlice.all();
          const aliceTyped = aliceRun.slice(0, typed.alice);
          const bobTyped = bobRun.slice(0, typed.bob);
          const context = `${alice.withCaret()} / ${bob.withCaret()}`;
          expect(alice.text(), context).toBe(bob.text());
          expect(alice.withCaret(), context).toContain(`${aliceTyped}|`);
          expect(bob.withCaret(), context).toContain(`${bobTyped}|`);
        },
      ),
      { seed: TYPING_PROPERTY_SEED, numRuns: TYPING_PROPERTY_RUNS },
    );
  });
});
