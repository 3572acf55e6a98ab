import { describe, expect, it } from 'vitest';
import { QueueFullError } from '../bounded-queue';
import { hashPassword, SCRYPT_MAX_WAITING, verifyPassword } from './passwords';

describe('room passwords', () => {
  it('are stored as salted scrypt hashes that verify only the same password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('correct horse');
    expect(await hashPassword('correct horse')).not.toBe(hash);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
    expect(await verifyPassword('correct horse', 'plain')).toBe(false);
  });

  it('hash one at a time with a bounded wait: a burst past it is refused, not queued', async () => {
    const burst = Array.from({ length: SCRYPT_MAX_WAITING + 2 }, () =>
      hashPassword('pass1').then(
        () => 'hashed',
        (error: unknown) => (error instanceof QueueFullError ? 'refused' : 'failed'),
      ),
    );
    const results = await Promise.all(burst);
    // One running, SCRYPT_MAX_WAITING waiting, the last refused.
    expect(results.filter((result) => result === 'hashed')).toHaveLength(SCRYPT_MAX_WAITING + 1);
    expect(results.at(-1)).toBe('refused');
    expect(await verifyPassword('pass1', await hashPassword('pass1'))).toBe(true);
  });
});
