import { starterPage } from '../../lib/starter-page';
import { ROOT_ID, ROOT_NAME, makeNode, type Contents, type TreeNode } from './tree';

/** Everything the IDE keeps for a visitor (docs/product.md#entities: tree, contents, tabs). */
export interface IdeProject {
  tree: TreeNode;
  contents: Contents;
  /** Open file ids, in tab order. */
  tabs: string[];
  activeId: string | null;
}

const README = `# Project

A small project to start from. Right-click the explorer (or press Shift+F10) for more.
`;

const MAIN_JS = `const button = document.querySelector('button');

button?.addEventListener('click', () => {
  console.log('Hello from src/main.js');
});
`;

const STYLES_CSS = `body {
  font-family: system-ui, sans-serif;
  margin: 2rem;
}
`;

const INDEX_HTML = starterPage('Project', ['<button type="button">Say hello</button>']);

/** docs/product.md#entities: root 'Project' with README.md and src/ holding main.js, styles.css, index.html. */
export function defaultProject(): IdeProject {
  const readme = makeNode('file', 'README.md');
  const main = makeNode('file', 'main.js');
  const styles = makeNode('file', 'styles.css');
  const index = makeNode('file', 'index.html');
  const src: TreeNode = { ...makeNode('folder', 'src'), children: [main, styles, index] };
  return {
    tree: { id: ROOT_ID, type: 'folder', name: ROOT_NAME, children: [readme, src] },
    contents: {
      [readme.id]: README,
      [main.id]: MAIN_JS,
      [styles.id]: STYLES_CSS,
      [index.id]: INDEX_HTML,
    },
    tabs: [readme.id],
    activeId: readme.id,
  };
}
