import * as decoding from 'lib0/decoding';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { DOC_MESSAGES, EVENTS } from '#common/realtime/index.ts';
import type { RealtimeClient } from './client';
import { DOC_REFUSAL_SHOWN_MS, SocketYjsProvider } from './yjs-provider';

/** An admitted room socket whose server events the test pushes. */
function fakeClient() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const sent: Uint8Array[] = [];
  const client = {
    connected: true,
    admission: { room: 'r', isPrivate: false },
    on(event: string, listener: (payload: unknown) => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    onStatus: () => () => undefined,
    sendDocSync: (data: Uint8Array) => sent.push(data),
    sendDocAwareness: () => undefined,
  };
  return {
    client: client as unknown as RealtimeClient,
    emit(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    /** y-protocols message types sent so far (0 = sync step 1, 2 = update). */
    sentTypes: () => sent.map((data) => decoding.readVarUint(decoding.createDecoder(data))),
  };
}

describe('SocketYjsProvider refusals', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows why a change was refused and keeps the text, until the next admission', () => {
    const fake = fakeClient();
    const doc = new Y.Doc();
    const provider = new SocketYjsProvider(fake.client, doc);
    const seen: (string | null)[] = [];
    provider.onRefusal((message) => seen.push(message));

    doc.getText('t').insert(0, 'kept locally');
    fake.emit(EVENTS.docRefused, { message: DOC_MESSAGES.full });
    expect(provider.refusal).toBe(DOC_MESSAGES.full);
    expect(doc.getText('t').toJSON()).toBe('kept locally');
    // Our later changes wait behind the refused one: the message stays, 'too fast' or not.
    fake.emit(EVENTS.docRefused, { message: DOC_MESSAGES.tooFast, retryAfterMs: 100 });
    vi.advanceTimersByTime(DOC_REFUSAL_SHOWN_MS);
    expect(provider.refusal).toBe(DOC_MESSAGES.full);
    expect(fake.sentTypes().filter((type) => type === 0)).toHaveLength(1);

    // A new admission resyncs (offering the refused change again) and clears it.
    fake.emit(EVENTS.roomJoined, { room: 'r', isPrivate: false });
    expect(provider.refusal).toBeNull();
    expect(seen).toEqual([DOC_MESSAGES.full, null]);
    expect(fake.sentTypes().filter((type) => type === 0)).toHaveLength(2);
    provider.destroy();
  });

  it('asks for a resync once the server takes changes again (too fast)', () => {
    const fake = fakeClient();
    const provider = new SocketYjsProvider(fake.client, new Y.Doc());
    expect(fake.sentTypes()).toEqual([0]);
    fake.emit(EVENTS.docRefused, { message: DOC_MESSAGES.tooFast, retryAfterMs: 1500 });
    fake.emit(EVENTS.docRefused, { message: DOC_MESSAGES.tooFast, retryAfterMs: 1500 });
    expect(provider.refusal).toBe(DOC_MESSAGES.tooFast);
    vi.advanceTimersByTime(1499);
    expect(fake.sentTypes()).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(fake.sentTypes()).toEqual([0, 0]);
    vi.advanceTimersByTime(DOC_REFUSAL_SHOWN_MS);
    expect(provider.refusal).toBeNull();
    provider.destroy();
  });
});
