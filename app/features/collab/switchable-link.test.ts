import { describe, expect, it } from 'vitest';
import type { BoardMessage } from './peer-message';
import type { BoardLink } from './stroke-store';
import { SwitchableLink } from './switchable-link';

function fakeLink() {
  const sent: BoardMessage[] = [];
  const listeners = new Set<(message: BoardMessage) => void>();
  const link: BoardLink = {
    send: (message) => sent.push(message),
    onMessage: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { link, sent, deliver: (m: BoardMessage) => listeners.forEach((l) => l(m)) };
}

describe('SwitchableLink', () => {
  it('forwards to the current target only', () => {
    const proxy = new SwitchableLink();
    const received: BoardMessage[] = [];
    proxy.onMessage((message) => received.push(message));
    proxy.send({ t: 'clear' });

    const first = fakeLink();
    const second = fakeLink();
    proxy.use(first.link);
    proxy.send({ t: 'clear' });
    first.deliver({ t: 'clear' });
    proxy.use(second.link);
    first.deliver({ t: 'clear' });
    second.deliver({ t: 'clear' });
    proxy.send({ t: 'clear' });

    expect(first.sent).toHaveLength(1);
    expect(second.sent).toHaveLength(1);
    expect(received).toHaveLength(2);
  });
});
