import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, ROOM_MESSAGES } from './messages';
import {
  binarySchema,
  chatMessageInSchema,
  cursorMoveSchema,
  roomCreateRequestSchema,
  roomVerifyRequestSchema,
  signalOutSchema,
} from './payloads';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('room payloads', () => {
  it('applies docs/product.md#visitor-input-rules password rules to private rooms only', () => {
    const check = (payload: unknown) => firstMessage(roomCreateRequestSchema.safeParse(payload));
    expect(check({ room: 'r', isPrivate: false })).toBeNull();
    expect(check({ room: 'r', isPrivate: true })).toBe('Password is required for private rooms');
    expect(check({ room: 'r', isPrivate: true, password: 'abc' })).toBe(
      'Password must be at least 4 characters',
    );
    expect(check({ room: 'r', isPrivate: true, password: 'abcd' })).toBeNull();
    expect(check({ room: ' ', isPrivate: false })).toBe(ROOM_MESSAGES.invalidRoomId);
  });

  it('joining needs a password', () => {
    expect(firstMessage(roomVerifyRequestSchema.safeParse({ room: 'r', password: '' }))).toBe(
      'Password is required',
    );
    expect(firstMessage(roomVerifyRequestSchema.safeParse({ room: 'r' }))).toBe(
      'Password is required',
    );
  });
});

describe('chat payloads', () => {
  it('trims, requires text and bounds text and author', () => {
    expect(chatMessageInSchema.parse({ id: 'i', author: ' A ', text: ' t ' })).toMatchObject({
      author: 'A',
      text: 't',
    });
    const check = (payload: unknown) => firstMessage(chatMessageInSchema.safeParse(payload));
    expect(check({ id: 'i', author: 'A', text: '  ' })).toBe(CHAT_MESSAGES.emptyText);
    expect(check({ id: 'i', author: 'A', text: 'x'.repeat(2001) })).toBe(CHAT_MESSAGES.textTooLong);
    expect(check({ id: 'i', author: 'x'.repeat(33), text: 't' })).toBe(CHAT_MESSAGES.authorTooLong);
  });
});

describe('other payloads', () => {
  it('cursor coordinates are fractions of the document', () => {
    expect(cursorMoveSchema.safeParse({ x: 0, y: 1, color: '#abcdef' }).success).toBe(true);
    expect(cursorMoveSchema.safeParse({ x: 1.01, y: 0, color: '#abcdef' }).success).toBe(false);
  });

  it('signals need a peer and the right body for their type', () => {
    expect(signalOutSchema.safeParse({ to: 'p', type: 'offer', sdp: 'v=0' }).success).toBe(true);
    expect(signalOutSchema.safeParse({ to: 'p', type: 'answer' }).success).toBe(false);
    expect(
      signalOutSchema.safeParse({ to: 'p', type: 'candidate', candidate: { candidate: 'c' } })
        .success,
    ).toBe(true);
  });

  it('binary accepts Uint8Array and ArrayBuffer, as bytes', () => {
    expect(binarySchema.parse(new Uint8Array([1, 2]))).toEqual(new Uint8Array([1, 2]));
    expect(binarySchema.parse(new Uint8Array([3]).buffer)).toEqual(new Uint8Array([3]));
    expect(binarySchema.safeParse('text').success).toBe(false);
    expect(binarySchema.safeParse(new Uint8Array()).success).toBe(false);
  });
});
