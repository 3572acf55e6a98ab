import { describe, expect, it } from 'vitest';
import { decodeEntities } from './html-text';

describe('decodeEntities', () => {
  it('decodes numeric references and leaves unknown ones alone', () => {
    expect(decodeEntities('&#60;&#x3E;&#39;&bogus;&#0;')).toBe("<>'&bogus;&#0;");
  });
});
