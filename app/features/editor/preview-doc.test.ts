import { describe, expect, it } from 'vitest';
import { PREVIEW_CONSOLE_TYPE, parseConsoleMessage } from '#common/preview-protocol.ts';
import { buildPreviewDocument, escapeScript } from './preview-doc';

const page = `<!doctype html>
<html>
<head><title>t</title><link rel="stylesheet" href="./styles.css"></head>
<body><h1>x</h1><script src="main.js" defer></script><script>var inline = 1;</script></body>
</html>`;

describe('buildPreviewDocument', () => {
  it('inlines referenced CSS and JS in place and keeps other attributes', () => {
    const doc = buildPreviewDocument([
      { name: 'index.html', value: page },
      { name: 'styles.css', value: 'h1 { color: red; }' },
      { name: 'main.js', value: 'console.log(1);' },
    ]);
    expect(doc).not.toContain('href="./styles.css"');
    expect(doc).not.toContain('src="main.js"');
    expect(doc).toMatch(
      /<title>t<\/title><style data-file="styles.css">\nh1 \{ color: red; \}\n<\/style><\/head>/,
    );
    expect(doc).toContain(
      '<h1>x</h1><script data-file="main.js" defer>console.log(1);\n//# sourceURL=main.js\n</script>',
    );
    expect(doc).toContain('<script>var inline = 1;</script>');
  });

  it('puts the console bridge first in the head', () => {
    const doc = buildPreviewDocument([{ name: 'index.html', value: page }]);
    const head = doc.indexOf('<head>');
    expect(doc.indexOf(PREVIEW_CONSOLE_TYPE)).toBeGreaterThan(head);
    expect(doc.indexOf(PREVIEW_CONSOLE_TYPE)).toBeLessThan(doc.indexOf('<title>'));
    expect(doc.startsWith('<!doctype html>')).toBe(true);
  });

  it('appends unreferenced CSS to the head and JS to the body end', () => {
    const doc = buildPreviewDocument([
      { name: 'index.html', value: '<html><head></head><body><p>hi</p></body></html>' },
      { name: 'extra.css', value: 'p{}' },
      { name: 'app.js', value: 'go()' },
      { name: 'notes.md', value: '# not inlined' },
    ]);
    expect(doc).toMatch(/<style data-file="extra.css">\np\{\}\n<\/style><\/head>/);
    expect(doc).toMatch(
      /<p>hi<\/p><script data-file="app.js">go\(\)\n\/\/# sourceURL=app.js\n<\/script><\/body>/,
    );
    expect(doc).not.toContain('not inlined');
  });

  it('keeps user code from breaking out of its element', () => {
    const doc = buildPreviewDocument([
      {
        name: 'index.html',
        value: '<html><head></head><body><script src="a.js"></script></body></html>',
      },
      { name: 'a.js', value: 'const s = "</script><img src=x onerror=alert(1)>";' },
      { name: 'b.css', value: 'a::after { content: "</style><script>bad()</script>"; }' },
    ]);
    // Raw text inside <style> cannot close a script, so only count outside it.
    const outsideStyle = doc.replace(/<style[\s\S]*?<\/style>/g, '');
    const closings = outsideStyle.match(/<\/script>/gi) ?? [];
    // The bridge and a.js: exactly two real closing tags, none from the user's string.
    expect(closings).toHaveLength(2);
    expect(doc).toContain('"<\\/script><img src=x onerror=alert(1)>"');
    expect(doc).toContain('content: "<\\/style><script>bad()</script>"');
    expect(doc.match(/<\/style>/gi)).toHaveLength(1);
    expect(escapeScript('a <!-- b </SCRIPT >')).toBe('a <\\!-- b <\\/SCRIPT >');
  });

  it('does not rescan inlined code for tags', () => {
    const doc = buildPreviewDocument([
      {
        name: 'index.html',
        value: '<html><head><link rel="stylesheet" href="s.css"></head><body></body></html>',
      },
      { name: 's.css', value: '/* <script src="m.js"></script> </head> */' },
      { name: 'm.js', value: 'run()' },
    ]);
    expect(doc).toContain('/* <script src="m.js"></script> </head> */');
    expect(doc).toMatch(
      /<script data-file="m.js">run\(\)\n\/\/# sourceURL=m.js\n<\/script><\/body>/,
    );
  });

  it('names inlined scripts for error reports with a safe sourceURL', () => {
    const doc = buildPreviewDocument([{ name: 'my "odd"\nfile.js', value: 'x()' }]);
    expect(doc).toContain('//# sourceURL=my__odd__file.js\n</script>');
  });

  it('builds a page when there is no HTML file', () => {
    const doc = buildPreviewDocument([{ name: 'main.js', value: 'x()' }]);
    expect(doc).toMatch(/^<!doctype html>\n<html>\n<head><script>/);
    expect(doc).toContain(
      '<script data-file="main.js">x()\n//# sourceURL=main.js\n</script></body>',
    );
  });
});

describe('parseConsoleMessage', () => {
  it('accepts console messages and rejects anything else', () => {
    expect(parseConsoleMessage({ type: PREVIEW_CONSOLE_TYPE, level: 'warn', text: 'w' })).toEqual({
      level: 'warn',
      text: 'w',
    });
    expect(
      parseConsoleMessage({ type: PREVIEW_CONSOLE_TYPE, level: 'debug', text: 'w' }),
    ).toBeNull();
    expect(parseConsoleMessage({ type: 'other', level: 'log', text: 'w' })).toBeNull();
    expect(parseConsoleMessage('log')).toBeNull();
  });
});
