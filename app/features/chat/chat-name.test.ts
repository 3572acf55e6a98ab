import { describe, expect, it } from 'vitest';
import { CHAT_NAME_MAX_LENGTH } from '#common/realtime/limits.ts';
import { chatAuthor, clampChatName, initialChatName, randomChatName } from './chat-name';

const NAME_PATTERN = /^[A-Z][a-z]+[A-Z][a-z]+[1-9]\d{2}$/;

describe('randomChatName', () => {
  it('is an adjective, an animal and a 3-digit number', () => {
    for (let i = 0; i < 200; i += 1) expect(randomChatName()).toMatch(NAME_PATTERN);
  });

  it('covers the extremes of the random source and stays within the limit', () => {
    expect(randomChatName(() => 0)).toBe('SwiftOtter100');
    const highest = randomChatName(() => 0.999999);
    expect(highest).toBe('CuriousPenguin999');
    expect(highest.length).toBeLessThanOrEqual(CHAT_NAME_MAX_LENGTH);
  });

  it('varies between calls', () => {
    const names = new Set(Array.from({ length: 50 }, () => randomChatName()));
    expect(names.size).toBeGreaterThan(10);
  });
});

describe('clampChatName', () => {
  it('cuts to 32 characters, counting emoji as one', () => {
    expect(clampChatName('x'.repeat(40))).toHaveLength(CHAT_NAME_MAX_LENGTH);
    expect([...clampChatName('😀'.repeat(40))]).toHaveLength(CHAT_NAME_MAX_LENGTH);
    expect(clampChatName(' Ada ')).toBe(' Ada ');
  });
});

describe('chatAuthor', () => {
  it('trims and falls back to Guest when empty', () => {
    expect(chatAuthor('  Ada  ')).toBe('Ada');
    expect(chatAuthor('   ')).toBe('Guest');
    expect(chatAuthor('')).toBe('Guest');
    expect(chatAuthor(`${' '.repeat(5)}${'y'.repeat(40)}`)).toHaveLength(CHAT_NAME_MAX_LENGTH);
  });
});

describe('initialChatName', () => {
  it('keeps a stored name, even an empty one, and generates one when none is stored', () => {
    expect(initialChatName('Grace')).toBe('Grace');
    expect(initialChatName('')).toBe('');
    expect(initialChatName('z'.repeat(50))).toHaveLength(CHAT_NAME_MAX_LENGTH);
    expect(initialChatName(null, () => 0)).toBe('SwiftOtter100');
  });
});
