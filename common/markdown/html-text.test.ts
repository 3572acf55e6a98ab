import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText } from './html-text';

describe('htmlToText', () => {
  it('drops tags, decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>Use <code>a &amp;&amp; b</code>\n  now</p>')).toBe('Use a && b now');
  });
  it('decodes numeric references and leaves unknown ones alone', () => {
    expect(decodeEntities('&#60;&#x3E;&#39;&bogus;&#0;')).toBe("<>'&bogus;&#0;");
  });
});
