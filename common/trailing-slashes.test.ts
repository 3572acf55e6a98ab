import { describe, expect, it } from 'vitest';
import { withoutTrailingSlashes } from './trailing-slashes';

describe('withoutTrailingSlashes', () => {
  it.each([
    ['/', ''],
    ['//', ''],
    ['/a/b///', '/a/b'],
    ['/a/b', '/a/b'],
    ['', ''],
    ['a', 'a'],
  ])('%s → %s', (input, expected) => {
    expect(withoutTrailingSlashes(input)).toBe(expected);
  });

  it('keeps a long run of slashes that something follows', () => {
    const path = `/algo/${'/'.repeat(15_000)}x`;
    expect(withoutTrailingSlashes(path)).toBe(path);
    expect(withoutTrailingSlashes(`${path}${'/'.repeat(15_000)}`)).toBe(path);
  });
});
