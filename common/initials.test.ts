import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('the logo’s initials', () => {
  it('takes the first and last words’ first letters, however long the name', () => {
    expect(initialsOf('Alex Morgan')).toBe('AM');
    expect(initialsOf('Maximiliana Alexandrova-Rodríguez de la Cruz')).toBe('MC');
    expect(initialsOf('  ada  ')).toBe('A');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('')).toBe('');
  });
});
