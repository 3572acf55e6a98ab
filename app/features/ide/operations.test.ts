import { describe, expect, it } from 'vitest';
import { importPaths } from './import-paths';
import { addNode, closeTab, deleteNode, renameNode } from './operations';
import { defaultProject, type IdeProject } from './project';
import { searchProject } from './search';
import { filesUnder, findNode, pathOf, ROOT_ID, sortedChildren } from './tree';

function ok(result: { project: IdeProject } | { error: string }): IdeProject {
  if ('error' in result) throw new Error(result.error);
  return result.project;
}

const byPath = (project: IdeProject, path: string) =>
  filesUnder(project.tree).find((file) => pathOf(project.tree, file.id) === path) ?? null;

describe('default project', () => {
  it('is Project with README.md and src/{main.js, styles.css, index.html}', () => {
    const project = defaultProject();
    expect(project.tree).toMatchObject({ id: 'root', type: 'folder', name: 'Project' });
    expect(filesUnder(project.tree).map((file) => pathOf(project.tree, file.id))).toEqual([
      'README.md',
      'src/main.js',
      'src/styles.css',
      'src/index.html',
    ]);
    for (const file of filesUnder(project.tree))
      expect(typeof project.contents[file.id]).toBe('string');
  });
});

describe('add', () => {
  it('adds a folder, then a file in it that opens as the active tab', () => {
    let project = defaultProject();
    const folder = addNode(project, ROOT_ID, 'folder', ' lib ');
    project = ok(folder);
    const folderId = 'nodeId' in folder ? folder.nodeId! : '';
    const file = addNode(project, folderId, 'file', 'util.ts');
    project = ok(file);
    const fileId = 'nodeId' in file ? file.nodeId! : '';
    expect(pathOf(project.tree, fileId)).toBe('lib/util.ts');
    expect(project.contents[fileId]).toBe('');
    expect(project.tabs.at(-1)).toBe(fileId);
    expect(project.activeId).toBe(fileId);
  });

  it('refuses empty names, duplicates in the same folder and files as parents', () => {
    const project = defaultProject();
    expect(addNode(project, ROOT_ID, 'file', '   ')).toEqual({ error: 'A name is required.' });
    expect(addNode(project, ROOT_ID, 'folder', 'src')).toEqual({
      error: '"src" already exists in Project.',
    });
    const readme = byPath(project, 'README.md')!;
    expect(addNode(project, readme.id, 'file', 'x')).toEqual({ error: 'Choose a folder first.' });
    // The same name in another folder is fine.
    expect('project' in addNode(project, ROOT_ID, 'file', 'main.js')).toBe(true);
  });
});

describe('rename', () => {
  it('does nothing for the same name and refuses a duplicate', () => {
    const project = defaultProject();
    const main = byPath(project, 'src/main.js')!;
    expect(renameNode(project, main.id, 'main.js')).toEqual({ project });
    expect(renameNode(project, main.id, 'styles.css')).toEqual({
      error: '"styles.css" already exists in src.',
    });
    const renamed = ok(renameNode(project, main.id, 'app.js'));
    expect(pathOf(renamed.tree, main.id)).toBe('src/app.js');
    expect(renameNode(project, ROOT_ID, 'x')).toHaveProperty('error');
  });
});

describe('delete', () => {
  it('removes a folder with its descendants, their contents and their tabs', () => {
    let project = defaultProject();
    const src = project.tree.children!.find((child) => child.name === 'src')!;
    const nested = addNode(project, src.id, 'folder', 'deep');
    project = ok(nested);
    project = ok(addNode(project, 'nodeId' in nested ? nested.nodeId! : '', 'file', 'd.js'));
    const main = byPath(project, 'src/main.js')!;
    const readme = byPath(project, 'README.md')!;
    project = {
      ...project,
      tabs: [readme.id, main.id, ...project.tabs.slice(1)],
      activeId: main.id,
    };
    const srcFiles = filesUnder(src).map((file) => file.id);

    const after = ok(deleteNode(project, src.id));
    expect(findNode(after.tree, src.id)).toBeNull();
    expect(filesUnder(after.tree).map((file) => file.name)).toEqual(['README.md']);
    expect(Object.keys(after.contents)).toEqual([readme.id]);
    for (const id of srcFiles) expect(after.tabs).not.toContain(id);
    expect(after.tabs).toEqual([readme.id]);
    expect(after.activeId).toBe(readme.id);
  });

  it('refuses to delete the root', () => {
    expect(deleteNode(defaultProject(), ROOT_ID)).toHaveProperty('error');
  });
});

describe('closeTab', () => {
  it('moves the active tab to another open tab, or none', () => {
    expect(closeTab(['a', 'b', 'c'], 'b', 'b')).toEqual({ tabs: ['a', 'c'], activeId: 'a' });
    expect(closeTab(['a', 'b', 'c'], 'a', 'a')).toEqual({ tabs: ['b', 'c'], activeId: 'b' });
    expect(closeTab(['a', 'b'], 'a', 'b')).toEqual({ tabs: ['a'], activeId: 'a' });
    expect(closeTab(['a'], 'a', 'a')).toEqual({ tabs: [], activeId: null });
  });
});

describe('import', () => {
  it('creates folders for nested relative paths and updates files at existing paths', () => {
    const project = importPaths(defaultProject(), ROOT_ID, [
      { path: 'site/index.html', text: '<p>' },
      { path: 'site/css/a.css', text: 'a{}' },
      { path: 'site/css/b.css', text: 'b{}' },
      { path: 'src/main.js', text: 'replaced' },
    ]);
    const paths = filesUnder(project.tree).map((file) => pathOf(project.tree, file.id));
    expect(paths).toEqual(
      expect.arrayContaining(['site/index.html', 'site/css/a.css', 'site/css/b.css']),
    );
    expect(project.tree.children!.filter((child) => child.name === 'site')).toHaveLength(1);
    const main = byPath(project, 'src/main.js')!;
    expect(project.contents[main.id]).toBe('replaced');
    expect(paths.filter((path) => path === 'src/main.js')).toHaveLength(1);
    expect(project.activeId).toBe(main.id);
  });

  it('gives a free name when a folder takes the file name', () => {
    const project = importPaths(defaultProject(), ROOT_ID, [{ path: 'src', text: 'file' }]);
    expect(project.tree.children!.map((child) => child.name)).toContain('src (2)');
  });
});

describe('search', () => {
  it('matches names and content lines, case-sensitively', () => {
    const project = defaultProject();
    const main = byPath(project, 'src/main.js')!;
    const results = searchProject(project, 'main');
    expect(results[0]).toEqual({ fileId: main.id, path: 'src/main.js' });
    const html = byPath(project, 'src/index.html')!;
    expect(results).toContainEqual(
      expect.objectContaining({
        fileId: html.id,
        path: 'src/index.html',
        line: 10,
        text: '<script src="main.js"></script>',
      }),
    );
    expect(searchProject(project, 'Hello from')).toEqual([
      expect.objectContaining({ fileId: main.id, line: 4, column: 16 }),
    ]);
    expect(searchProject(project, 'hello from')).toEqual([]);
    expect(searchProject(project, '')).toEqual([]);
  });
});

describe('explorer order', () => {
  it('lists folders first, then names', () => {
    const project = defaultProject();
    expect(sortedChildren(project.tree).map((node) => node.name)).toEqual(['src', 'README.md']);
  });
});
