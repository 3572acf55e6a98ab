import { describe, expect, it } from 'vitest';
import { consoleDestination } from './owner.server';

describe('consoleDestination', () => {
  it('keeps a console page', () => {
    expect(consoleDestination('/admin')).toBe('/admin');
    expect(consoleDestination('/admin/devices?x=1')).toBe('/admin/devices?x=1');
  });

  it.each([
    undefined,
    '',
    'https://evil.example/admin',
    '//evil.example/admin',
    '/administrator',
    '/admin/sign-in',
    '/admin\\..\\x',
    '/blog',
  ])('sends %j to the dashboard', (next) => {
    expect(consoleDestination(next)).toBe('/admin');
  });
});
