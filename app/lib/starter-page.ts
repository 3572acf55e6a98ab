/**
 * The index.html a new code editor or IDE project starts with (docs/product.md#entities): it
 * links the project's styles.css and runs its main.js, so the three starter files work together.
 */
export function starterPage(title: string, bodyLines: readonly string[]): string {
  const body = bodyLines.map((line) => `    ${line}\n`).join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <link rel="stylesheet" href="styles.css" />
  </head>
  <body>
${body}    <script src="main.js"></script>
  </body>
</html>
`;
}
