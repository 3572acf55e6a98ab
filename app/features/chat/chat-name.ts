import { CHAT_NAME_MAX_LENGTH } from '#common/realtime/limits.ts';
import { CHAT_DEFAULT_AUTHOR } from '#common/realtime/index.ts';

/**
 * Chat display names (docs/product.md#visitor-input-rules): at most 32 characters; empty falls back to Guest; with none
 * stored, a random adjective + animal + 3-digit number such as "SwiftOtter427".
 */
const ADJECTIVES = [
  'Swift',
  'Brave',
  'Calm',
  'Clever',
  'Bright',
  'Gentle',
  'Happy',
  'Lucky',
  'Quiet',
  'Witty',
  'Bold',
  'Curious',
] as const;

const ANIMALS = [
  'Otter',
  'Falcon',
  'Panda',
  'Fox',
  'Koala',
  'Lynx',
  'Heron',
  'Badger',
  'Dolphin',
  'Tiger',
  'Owl',
  'Penguin',
] as const;

const NUMBER_MIN = 100;
const NUMBER_SPAN = 900;

function pick<T>(items: readonly T[], random: () => number): T {
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  return items[index] as T;
}

/** A fresh default name; `random` is injectable so tests can pin it. */
export function randomChatName(random: () => number = Math.random): string {
  const number = NUMBER_MIN + Math.min(NUMBER_SPAN - 1, Math.floor(random() * NUMBER_SPAN));
  return `${pick(ADJECTIVES, random)}${pick(ANIMALS, random)}${number}`;
}

/** What the Name input keeps: anything the visitor typed, cut to the limit. */
export function clampChatName(name: string): string {
  return [...name].slice(0, CHAT_NAME_MAX_LENGTH).join('');
}

/** The author sent with a message: trimmed, cut to the limit, empty → Guest. */
export function chatAuthor(name: string): string {
  return clampChatName(name.trim()).trim() || CHAT_DEFAULT_AUTHOR;
}

/**
 * The name to start with: the stored one when there is one (an empty stored name stays empty:
 * the visitor cleared it and is shown as Guest), otherwise a new random name.
 */
export function initialChatName(stored: string | null, random?: () => number): string {
  return stored === null ? randomChatName(random) : clampChatName(stored);
}
