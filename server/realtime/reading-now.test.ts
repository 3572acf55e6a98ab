import { describe, expect, it } from 'vitest';
import { READING_NOW_SOCKET_PATH } from '#common/audience.ts';
import type { SocketData } from '#common/realtime/index.ts';
import { isConsoleSocket, readingNowOf } from './reading-now';

const socket = (data: Partial<SocketData> & Pick<SocketData, 'scope'>) => ({
  data: {
    admittedRoom: null,
    clientAddress: '192.0.2.1',
    owner: false,
    awarenessClients: [],
    ...data,
  },
});

describe('reading now', () => {
  it('counts readers per public page and people per room in use, most first', () => {
    const now = readingNowOf([
      socket({ scope: { kind: 'page', path: '/blog' } }),
      socket({ scope: { kind: 'page', path: '/' } }),
      socket({ scope: { kind: 'page', path: '/blog' } }),
      socket({ scope: { kind: 'room', path: '/collab/team', room: 'team' }, admittedRoom: 'team' }),
      socket({ scope: { kind: 'room', path: '/collab/team', room: 'team' }, admittedRoom: 'team' }),
    ]);
    expect(now).toEqual({
      pages: [
        { path: '/blog', readers: 2 },
        { path: '/', readers: 1 },
      ],
      rooms: [{ path: '/collab/team', people: 2 }],
    });
  });

  it('leaves out the owner, the console, the site-wide chat and rooms not entered', () => {
    const now = readingNowOf([
      socket({ scope: { kind: 'page', path: '/blog' }, owner: true }),
      socket({ scope: { kind: 'page', path: '/admin' } }),
      socket({ scope: { kind: 'page', path: READING_NOW_SOCKET_PATH }, owner: true }),
      socket({ scope: { kind: 'global' } }),
      socket({ scope: { kind: 'room', path: '/collab/secret', room: 'secret' } }),
    ]);
    expect(now).toEqual({ pages: [], rooms: [] });
  });

  it('sends the figures only to the owner’s console socket', () => {
    const scope = { kind: 'page' as const, path: READING_NOW_SOCKET_PATH };
    expect(isConsoleSocket(socket({ scope, owner: true }).data)).toBe(true);
    expect(isConsoleSocket(socket({ scope, owner: false }).data)).toBe(false);
    expect(
      isConsoleSocket(socket({ scope: { kind: 'page', path: '/admin' }, owner: true }).data),
    ).toBe(false);
  });
});
