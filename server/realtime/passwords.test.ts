import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

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
});
