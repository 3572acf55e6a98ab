import { describe, expect, it, vi } from 'vitest';
import type { RealtimeClient } from './client';
import { announceOpenClient, findOpenClient, onOpenClientsChange } from './open-clients';

const fakeClient = (scope: RealtimeClient['scope']) => ({ scope }) as RealtimeClient;

describe('open clients', () => {
  it('finds an announced client by path until it is withdrawn, and tells listeners', () => {
    const listener = vi.fn();
    const stop = onOpenClientsChange(listener);
    const room = fakeClient({ kind: 'room', path: '/collab/abc', room: 'abc' });
    const withdraw = announceOpenClient(room);
    expect(findOpenClient('/collab/abc')).toBe(room);
    expect(findOpenClient('/collab/other')).toBeNull();
    withdraw();
    withdraw();
    expect(findOpenClient('/collab/abc')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('never offers the global chat socket as a page socket', () => {
    const withdraw = announceOpenClient(fakeClient({ kind: 'global' }));
    expect(findOpenClient('global')).toBeNull();
    withdraw();
  });
});
