import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import {
  AWARENESS_STATE_MAX_BYTES,
  encodeAwarenessEntries,
  encodeAwarenessRemoval,
  readAwarenessUpdate,
  trackAwareness,
} from './awareness';

describe('awareness relay helpers', () => {
  it('reads client ids and clocks; its removal update removes them elsewhere', () => {
    const sender = new Awareness(new Y.Doc());
    sender.setLocalState({ user: { name: 'Ada' } });
    const update = encodeAwarenessUpdate(sender, [sender.clientID]);
    const entries = readAwarenessUpdate(update);
    expect(entries).toEqual([
      {
        clientId: sender.clientID,
        clock: 1,
        removed: false,
        json: JSON.stringify({ user: { name: 'Ada' } }),
      },
    ]);

    const receiver = new Awareness(new Y.Doc());
    applyAwarenessUpdate(receiver, update, 'remote');
    expect(receiver.getStates().has(sender.clientID)).toBe(true);

    const clocks = new Map<number, number>();
    trackAwareness(clocks, entries ?? []);
    applyAwarenessUpdate(receiver, encodeAwarenessRemoval(clocks), 'server');
    expect(receiver.getStates().has(sender.clientID)).toBe(false);
    sender.destroy();
    receiver.destroy();
  });

  it('refuses malformed updates', () => {
    expect(readAwarenessUpdate(new Uint8Array([1, 2]))).toBeNull();
    expect(readAwarenessUpdate(new Uint8Array([200, 1]))).toBeNull();
  });

  it('refuses a state far larger than a name, a colour and a caret', () => {
    const sender = new Awareness(new Y.Doc());
    const updateWithName = (length: number) => {
      sender.setLocalState({ user: { name: 'n'.repeat(length) } });
      return encodeAwarenessUpdate(sender, [sender.clientID]);
    };
    const overhead = JSON.stringify({ user: { name: '' } }).length;
    expect(readAwarenessUpdate(updateWithName(AWARENESS_STATE_MAX_BYTES - overhead))).toHaveLength(
      1,
    );
    expect(
      readAwarenessUpdate(updateWithName(AWARENESS_STATE_MAX_BYTES - overhead + 1)),
    ).toBeNull();
    sender.destroy();
  });

  it('re-encodes entries into one update that y-protocols applies whole', () => {
    const senders = [0, 1].map(() => new Awareness(new Y.Doc()));
    senders.forEach((sender, index) => sender.setLocalState({ user: { name: `n${index}` } }));
    const entries = senders.flatMap(
      (sender) => readAwarenessUpdate(encodeAwarenessUpdate(sender, [sender.clientID])) ?? [],
    );
    const receiver = new Awareness(new Y.Doc());
    applyAwarenessUpdate(receiver, encodeAwarenessEntries(entries), 'server');
    for (const sender of senders) {
      expect(receiver.getStates().get(sender.clientID)).toEqual(sender.getLocalState());
      sender.destroy();
    }
    receiver.destroy();
  });
});
