import { describe, expect, it } from 'vitest';
import { ROOM_MESSAGES, validateCreate, validateJoin } from './access-validation';

describe('validateCreate', () => {
  it('lets a public room through without a password', () => {
    expect(validateCreate({ isPrivate: false, password: '', confirm: 'x' })).toBeNull();
  });
  it('requires a password for a private room', () => {
    expect(validateCreate({ isPrivate: true, password: '', confirm: '' })).toBe(
      'Password is required for private rooms',
    );
  });
  it('requires at least 4 characters', () => {
    expect(validateCreate({ isPrivate: true, password: 'abc', confirm: 'abc' })).toBe(
      'Password must be at least 4 characters',
    );
    expect(validateCreate({ isPrivate: true, password: 'abcd', confirm: 'abcd' })).toBeNull();
  });
  it('allows at most 128 characters, with the server’s message', () => {
    const longest = 'x'.repeat(128);
    expect(validateCreate({ isPrivate: true, password: longest, confirm: longest })).toBeNull();
    const tooLong = 'x'.repeat(129);
    expect(validateCreate({ isPrivate: true, password: tooLong, confirm: tooLong })).toBe(
      'Password must be at most 128 characters',
    );
    expect(validateJoin(tooLong)).toBe(ROOM_MESSAGES.passwordTooLong);
    expect(validateJoin(longest)).toBeNull();
  });
  it('counts characters as the server does: an emoji is one', () => {
    const twoEmoji = '\u{1F600}\u{1F600}';
    expect(validateCreate({ isPrivate: true, password: twoEmoji, confirm: twoEmoji })).toBe(
      ROOM_MESSAGES.passwordTooShort,
    );
    const longestEmoji = '\u{1F600}'.repeat(128);
    expect(
      validateCreate({ isPrivate: true, password: longestEmoji, confirm: longestEmoji }),
    ).toBeNull();
    expect(validateJoin(longestEmoji)).toBeNull();
  });
  it('requires a matching confirmation, checked after the length', () => {
    expect(validateCreate({ isPrivate: true, password: 'abcd', confirm: 'abce' })).toBe(
      'Passwords do not match',
    );
    expect(validateCreate({ isPrivate: true, password: 'ab', confirm: 'xy' })).toBe(
      ROOM_MESSAGES.passwordTooShort,
    );
  });
});

describe('validateJoin', () => {
  it('requires a password', () => {
    expect(validateJoin('')).toBe('Password is required');
    expect(validateJoin('x')).toBeNull();
  });
});

describe('ROOM_MESSAGES', () => {
  it('carries the catalogue wording', () => {
    expect(ROOM_MESSAGES.accessDenied).toBe('Access denied');
    expect(ROOM_MESSAGES.createFailed).toBe('Failed to create room');
  });
});
