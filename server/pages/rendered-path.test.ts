import { describe, expect, it } from 'vitest';
import { renderedPath } from './render';

describe('renderedPath', () => {
  it.each([
    ['/', '/'],
    ['/?x=1', '/?x=1'],
    ['/blog?x=1#/robots.txt', '/blog?x=1'],
    ['/blog\\..\\robots.txt', '/robots.txt'],
    ['/a/../b/./c', '/b/c'],
    ['//evil.test/x', '//evil.test/x'],
    ['/\\evil.test/x', '//evil.test/x'],
    ['//', '//'],
    ['/é', '/%C3%A9'],
    ['http://elsewhere.test/blog?page=2', '/blog?page=2'],
    ['https://elsewhere.test', '/'],
  ])('%s is rendered as %s', (target, path) => {
    expect(renderedPath(target)).toBe(path);
  });

  it.each(['*', 'http://', 'foo://host', 'not a url'])('%s has no path', (target) => {
    expect(renderedPath(target)).toBeNull();
  });
});
