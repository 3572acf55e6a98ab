import { describe, expect, it } from 'vitest';
import { peopleFromStates } from './awareness-people';

describe('peopleFromStates', () => {
  it('lists named users, me first, then by name', () => {
    const states = new Map<number, Record<string, unknown>>([
      [3, { user: { name: 'zebra-3', color: '#ec4899' } }],
      [1, { user: { name: 'ant-1', color: '#10b981' } }],
      [2, { user: { name: 'me-2', color: '#008cff' } }],
      [4, {}],
    ]);
    expect(peopleFromStates(states, 2)).toEqual([
      { key: '2', name: 'me-2', color: '#008cff', self: true },
      { key: '1', name: 'ant-1', color: '#10b981', self: false },
      { key: '3', name: 'zebra-3', color: '#ec4899', self: false },
    ]);
  });

  it('cleans untrusted names and colours', () => {
    const states = new Map<number, Record<string, unknown>>([
      [1, { user: { name: 'x'.repeat(50), color: 'red;background:url(evil)' } }],
      [2, { user: { name: '', color: '#fff' } }],
      [3, { user: { name: '  Ada  ', color: '#10b981' } }],
    ]);
    const people = peopleFromStates(states, 9);
    expect(people.find((p) => p.key === '1')?.name).toHaveLength(32);
    expect(people.find((p) => p.key === '1')?.color).toBe('#8792aa');
    expect(people.find((p) => p.key === '2')?.name).toBe('Guest');
    // Trimmed as the chat and the caret labels show it.
    expect(people.find((p) => p.key === '3')?.name).toBe('Ada');
  });
});
