import { describe, expect, it } from 'vitest';
import { socialCardSvg, wrapText } from './social-card-svg';

describe('social card layout', () => {
  it('wraps a title by width and ends a cut one with an ellipsis', () => {
    expect(wrapText('Blog', 68, 1040, 3)).toEqual(['Blog']);
    const long = wrapText('word '.repeat(100), 68, 1040, 3);
    expect(long).toHaveLength(3);
    expect(long[2]?.endsWith('…')).toBe(true);
    expect(long.slice(0, 2).every((line) => !line.endsWith('…'))).toBe(true);
  });

  it('cuts a single word too long for a line', () => {
    const [line] = wrapText('x'.repeat(200), 68, 1040, 3);
    expect(line?.endsWith('…')).toBe(true);
    expect(line?.length).toBeLessThan(200);
  });

  it('escapes what the owner wrote, so a title cannot break the drawing', () => {
    const svg = socialCardSvg({ byline: 'A & B', title: '<script>"x"</script>', subtitle: '' });
    expect(svg).toContain('&lt;script&gt;&quot;x&quot;&lt;/script&gt;');
    expect(svg).toContain('A &amp; B');
    expect(svg).not.toContain('<script>');
  });
});
