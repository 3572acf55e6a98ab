import { describe, expect, it } from 'vitest';
import { tokenMatches } from './auth';

describe('tokenMatches', () => {
  const token = 'owner-token-0123456789abcdef';
  it('accepts only the exact token', () => {
    expect(tokenMatches(token, token)).toBe(true);
    expect(tokenMatches(`${token} `, token)).toBe(false);
    expect(tokenMatches(token.slice(1), token)).toBe(false);
    expect(tokenMatches('', token)).toBe(false);
    expect(tokenMatches(token.toUpperCase(), token)).toBe(false);
  });
});
