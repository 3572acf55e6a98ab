import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.ts';
import { commentInputSchema, contactInputSchema, firstIssueMessage } from '#common/schemas.ts';
import { commentProblem, contactProblem, isEmail } from './visitor-input';

const serverComment = (fields: { author: string; email: string; content: string }) => {
  const parsed = commentInputSchema.safeParse({ postSlug: 'a-post', ...fields });
  return parsed.success ? null : firstIssueMessage(parsed.error);
};
const serverContact = (fields: { name: string; email: string; message: string }) => {
  const parsed = contactInputSchema.safeParse(fields);
  return parsed.success ? null : firstIssueMessage(parsed.error);
};

/** The NUL rule is the server's alone (docs/product.md#visitor-input-rules). */
const noNul = (text: string) => !text.includes('\u0000');

const valid = { author: 'Ada', email: 'ada@example.com', content: 'A thoughtful comment.' };

describe('commentProblem', () => {
  it('gives the messages of docs/product.md#visitor-input-rules', () => {
    expect(commentProblem({ ...valid, author: '  ' })).toBe(messages.allFieldsRequired);
    expect(commentProblem({ ...valid, content: '' })).toBe(messages.allFieldsRequired);
    expect(commentProblem({ ...valid, content: '  too short  ' })).toBe(messages.commentTooShort);
    expect(commentProblem({ ...valid, content: '0123456789' })).toBeNull();
    expect(commentProblem({ ...valid, content: 'x'.repeat(1001) })).toBe(messages.commentTooLong);
    expect(commentProblem({ ...valid, author: 'n'.repeat(101) })).toBe(messages.nameTooLong);
    expect(commentProblem({ ...valid, email: 'not-an-email' })).toBe(messages.invalidEmail);
    expect(commentProblem(valid)).toBeNull();
  });

  it('agrees with the server schema', () => {
    // Any code point too (unit 'binary'): the browser must count an emoji as the server does.
    const text = fc.oneof(
      ...[
        [0, 12],
        [95, 105],
        [995, 1005],
      ].flatMap(([minLength, maxLength]) =>
        (['grapheme-ascii', 'binary'] as const).map((unit) =>
          fc.string({ minLength, maxLength, unit }).filter(noNul),
        ),
      ),
    );
    const email = fc.oneof(
      fc.emailAddress(),
      fc.string({ maxLength: 20 }).filter(noNul),
      fc.constant(' a@b.co '),
    );
    fc.assert(
      fc.property(text, email, text, (author, address, content) => {
        const fields = { author, email: address, content };
        expect(commentProblem(fields)).toBe(serverComment(fields));
      }),
      { numRuns: 400 },
    );
  });
});

describe('contactProblem', () => {
  it('requires every field and agrees with the server schema', () => {
    expect(contactProblem({ name: '', email: 'a@b.co', message: 'Hi' })).toBe(
      messages.allFieldsRequired,
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 110 }).filter(noNul),
          fc.string({ minLength: 95, maxLength: 105, unit: 'binary' }).filter(noNul),
        ),
        fc.oneof(fc.emailAddress(), fc.string({ maxLength: 20 }).filter(noNul)),
        fc.string({ maxLength: 30, unit: 'binary' }).filter(noNul),
        (name, email, message) => {
          const fields = { name, email, message };
          expect(contactProblem(fields)).toBe(serverContact(fields));
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('isEmail', () => {
  it('accepts ordinary addresses and rejects the rest', () => {
    expect(isEmail('first.last+tag@mail.example.org')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('@b.co')).toBe(false);
    expect(isEmail('a b@c.co')).toBe(false);
  });
});
