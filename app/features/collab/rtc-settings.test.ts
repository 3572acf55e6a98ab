import { describe, expect, it } from 'vitest';
import { relayForced, withRelay } from './rtc-settings';

describe('relay setting', () => {
  it('is on only for relay=1', () => {
    expect(relayForced(new URLSearchParams('?relay=1'))).toBe(true);
    expect(relayForced(new URLSearchParams('?relay=0'))).toBe(false);
    expect(relayForced(new URLSearchParams(''))).toBe(false);
  });
  it('switches the parameter and keeps the others', () => {
    expect(withRelay('', true)).toBe('?relay=1');
    expect(withRelay('?a=b', true)).toBe('?a=b&relay=1');
    expect(withRelay('?relay=1', false)).toBe('');
    expect(withRelay('?relay=1&a=b', false)).toBe('?a=b');
  });
});
