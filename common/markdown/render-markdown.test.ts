import { describe, expect, it } from 'vitest';
import { MARKDOWN_RENDERER_VERSION, renderMarkdown } from './render-markdown';

const html = async (markdown: string) => (await renderMarkdown(markdown)).html;

describe('renderMarkdown: GitHub-flavoured constructs', () => {
  it('renders tables with their alignment', async () => {
    expect(await html('| a | b | c |\n| :- | :-: | -: |\n| 1 | 2 | 3 |')).toBe(
      '<table>\n<thead>\n<tr>\n<th align="left">a</th>\n<th align="center">b</th>\n' +
        '<th align="right">c</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="left">1</td>\n' +
        '<td align="center">2</td>\n<td align="right">3</td>\n</tr>\n</tbody>\n</table>',
    );
  });

  it('renders task lists as boxes that cannot be ticked', async () => {
    expect(await html('- [x] done\n- [ ] to do')).toBe(
      '<ul class="contains-task-list">\n' +
        '<li class="task-list-item"><input type="checkbox" checked disabled> done</li>\n' +
        '<li class="task-list-item"><input type="checkbox" disabled> to do</li>\n</ul>',
    );
  });

  it('renders strikethrough and autolinks', async () => {
    expect(await html('~~gone~~ and www.example.com')).toBe(
      '<p><del>gone</del> and <a href="http://www.example.com">www.example.com</a></p>',
    );
  });

  it('renders footnotes whose links and ids match', async () => {
    const out = await html('Claim.[^1]\n\n[^1]: Source.');
    expect(out).toContain(
      '<a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="" aria-describedby="footnote-label">1</a>',
    );
    expect(out).toContain('<li id="user-content-fn-1">');
    expect(out).toContain('<a href="#user-content-fnref-1" data-footnote-backref=""');
    expect(out).toContain('<h2 class="visually-hidden" id="footnote-label">Footnotes</h2>');
  });

  it('highlights fenced code by its language, and shows an unknown one as text', async () => {
    const out = await html(
      '```ts\nconst a: number = 1 < 2 ? 1 : 0;\n```\n\n```nope\n<b>x</b>\n```',
    );
    expect(out).toContain('<pre data-language="ts" class="shiki');
    expect(out).toMatch(/<span style="color:#[0-9A-F]{6}">const<\/span>/i);
    expect(out).toContain('data-language="text"');
    expect(out).toContain('&#x3C;b>x&#x3C;/b>');
    expect(out).not.toContain('<b>');
  });

  it('gives every heading an id and lists the h2 and h3 as the contents', async () => {
    const rendered = await renderMarkdown(
      '# Top\n\n## Why `satisfies`?\n\n### Café au lait\n\n#### Deep\n\n## Why `satisfies`?\n\n## Footnote label',
    );
    expect(rendered.html).toContain('<h1 id="top">Top</h1>');
    expect(rendered.html).toContain('<h4 id="deep">Deep</h4>');
    expect(rendered.toc).toEqual([
      { id: 'why-satisfies', text: 'Why satisfies?', level: 2 },
      { id: 'cafe-au-lait', text: 'Café au lait', level: 3 },
      { id: 'why-satisfies-2', text: 'Why satisfies?', level: 2 },
      // The footnotes' own label keeps its id.
      { id: 'footnote-label-2', text: 'Footnote label', level: 2 },
    ]);
  });

  it('measures the words a reader reads, and keeps them as plain text for search', async () => {
    const rendered = await renderMarkdown('## One two\n\nthree **four** five.[^n]\n\n[^n]: six');
    expect(rendered.plainText).toBe('One two\nthree four five.1\nFootnotes\nsix');
    expect(rendered.wordCount).toBe(7);
    expect(rendered.readingMinutes).toBe(1);
    const long = await renderMarkdown('word '.repeat(401));
    expect(long.readingMinutes).toBe(3);
  });

  it('keeps the harmless raw HTML GitHub keeps', async () => {
    expect(
      await html('<details><summary>More</summary>\n\nHidden <kbd>Ctrl</kbd>\n\n</details>'),
    ).toBe('<details><summary>More</summary>\n<p>Hidden <kbd>Ctrl</kbd></p>\n</details>');
  });

  it('has a version to render stored posts again by', () => {
    expect(MARKDOWN_RENDERER_VERSION).toBeGreaterThan(0);
  });
});

/** Each is hostile input; nothing of it may execute or reach the page as markup. */
const HOSTILE: [string, string][] = [
  ['a script element', '<script>alert(1)</script>'],
  ['a script inside a paragraph', 'Hi <script>alert(1)</script> there'],
  ['an event handler', '<img src="/x.png" onerror="alert(1)"> <p onclick="alert(1)">p</p>'],
  ['a javascript: link in Markdown', '[x](javascript:alert(1))'],
  ['a javascript: link in HTML', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['a data: picture', '![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)'],
  ['a vbscript: link', '[x](vbscript:msgbox(1))'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">'],
  [
    'an SVG with a script',
    '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>',
  ],
  ['an SVG onload', '<svg onload="alert(1)"></svg>'],
  ['a style element', '<style>body{display:none}</style>'],
  ['a style attribute', '<p style="position:fixed;inset:0">cover</p>'],
  [
    'a form',
    '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
  ],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['a base element', '<base href="https://evil.example/">'],
  ['a link element', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['an id that clobbers the page', '<div id="main" name="owner">x</div>'],
  ['an unclosed tag', '<div><p>open <b>bold'],
  ['a closing tag for the page', '</main></body></html><p>after</p>'],
  ['a comment hiding a script', '<!-- --><script>alert(1)</script><!-- -->'],
  ['a template', '<template><img src=x onerror=alert(1)></template>'],
  ['a noscript trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['a mutation XSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['a code fence with markup', '```html\n<script>alert(1)</script>\n```'],
];

describe('renderMarkdown: hostile Markdown and HTML', () => {
  it.each(HOSTILE)('neutralises %s', async (_name, markdown) => {
    const out = await html(markdown);
    // Only Shiki's colours may style anything.
    for (const [, style] of out.matchAll(/\sstyle="([^"]*)"/g)) {
      expect(style).toMatch(/^(color:#[0-9A-F]{6}|background-color:#0d1117;color:#e6edf3)$/i);
    }
    // The markup without its attribute values (text there is inert): no element that runs or
    // loads anything, no handler, no dangerous URL, no author id.
    const markup = out.replace(/="[^"]*"/g, (value) =>
      /^="\s*(javascript|vbscript|data):/i.test(value) ? value : '=""',
    );
    expect(markup).not.toMatch(
      /<(script|style|iframe|object|embed|svg|math|form|meta|base|link|template|noscript|textarea)\b/i,
    );
    expect(markup).not.toMatch(/\son[a-z]+\s*=/i);
    expect(markup).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i);
    expect(out).not.toMatch(/\s(id|name)="(main|owner|password)"/);
    // Nothing closes the page around the body.
    expect(markup).not.toMatch(/<\/(main|body|html)>/i);
  });

  it('keeps the text of an unknown element but not the element', async () => {
    expect(await html('<marquee>hello</marquee>')).toBe('<p>hello</p>');
  });
});
