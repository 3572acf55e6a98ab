import { describe, expect, it } from 'vitest';
import { TypedAhead } from './typed-ahead';

describe('TypedAhead', () => {
  const stateOf = (files: Record<string, string>) => (fileId: string) => files[fileId];

  it('gives what is typed and not rendered yet, for files the state has', () => {
    const typed = new TypedAhead();
    typed.type('a', 'hello!');
    typed.type('b', 'same');
    typed.type('gone', 'text');
    expect(typed.ahead(stateOf({ a: 'hello', b: 'same' }))).toEqual([['a', 'hello!']]);
  });

  it('forgets a text once rendered, and a file once removed, but keeps newer typing', () => {
    const typed = new TypedAhead();
    typed.type('a', 'one');
    typed.type('b', 'two');
    typed.type('c', 'three');
    typed.settle(stateOf({ a: 'one', c: 'thr' }));
    expect(typed.ahead(stateOf({ a: 'o', b: 't', c: 'thr' }))).toEqual([['c', 'three']]);
  });
});
