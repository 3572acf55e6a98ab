import { useCallback, useMemo, useState } from 'react';
import { ContextMenu } from './ContextMenu';
import { EditorPane, IDE_MODEL_SCOPE } from './EditorPane';
import { ExplorerTree } from './ExplorerTree';
import { IdeTabs } from './IdeTabs';
import { IdeToolbar } from './IdeToolbar';
import { closeTab, openTab } from './operations';
import { SearchPanel } from './SearchPanel';
import type { SearchResult } from './search';
import { ancestorsOf, filesUnder, locate, pathOf, ROOT_ID, type TreeNode } from './tree';
import { useIdeProject } from './use-ide-project';
import { useTreeActions } from './use-tree-actions';
import tool from '../../lib/ui/tool.module.css';
import styles from './ide.module.css';

type PaneId = 'left' | 'right';
type Reveal = { line: number; column?: number } | null;

/** The browser IDE of docs/product.md#browser-ide (/ide). */
export function IdeScreen({ hydrated }: { hydrated: boolean }) {
  const { project, currentProject, update, setContent, prefs, setPrefs, storageError } =
    useIdeProject(hydrated);
  const [selectedId, setSelectedId] = useState(ROOT_ID);
  const [menu, setMenu] = useState<{ id: string; x: number; y: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [focusedPane, setFocusedPane] = useState<PaneId>('left');
  const [rightId, setRightId] = useState<string | null>(null);
  const [cursors, setCursors] = useState<Record<PaneId, { line: number; column: number }>>({
    left: { line: 1, column: 1 },
    right: { line: 1, column: 1 },
  });
  const [reveals, setReveals] = useState<Record<PaneId, Reveal>>({ left: null, right: null });

  const expanded = useMemo(() => new Set(prefs.expanded), [prefs.expanded]);
  const setExpanded = useCallback(
    (ids: string[], open: boolean) =>
      setPrefs((current) => {
        const next = new Set(current.expanded);
        for (const id of ids) {
          if (open) next.add(id);
          else next.delete(id);
        }
        return { ...current, expanded: [...next] };
      }),
    [setPrefs],
  );

  const split = prefs.split;
  const pane: PaneId = split ? focusedPane : 'left';
  const leftId = project?.activeId ?? null;
  const shownRightId = rightId && project?.tabs.includes(rightId) ? rightId : leftId;
  const focusedFileId = pane === 'right' ? shownRightId : leftId;

  const folderFor = (id: string) => {
    if (!project) return ROOT_ID;
    const found = locate(project.tree, id);
    if (found?.node.type === 'folder') return found.node.id;
    return found?.parent?.id ?? ROOT_ID;
  };

  const showFile = (id: string, reveal: Reveal = null) => {
    update((current) =>
      pane === 'right' ? { ...current, tabs: openTab(current, id).tabs } : openTab(current, id),
    );
    if (pane === 'right') setRightId(id);
    if (reveal) setReveals((current) => ({ ...current, [pane]: { ...reveal } }));
  };

  const { create, rename, remove, importFiles, exportZip, menuItems, dialog } = useTreeActions({
    project,
    currentProject,
    update,
    expanded,
    setExpanded,
    setSelectedId,
    setNotice,
    showFile,
  });

  const onSearchOpen = (result: SearchResult) => {
    showFile(result.fileId, { line: result.line ?? 1, column: result.column ?? 1 });
    if (project) setExpanded(ancestorsOf(project.tree, result.fileId), true);
  };

  // Focus goes back to the tree row the menu was opened for (keyboard users stay in place).
  const closeMenu = useCallback(
    () =>
      setMenu((current) => {
        if (current)
          requestAnimationFrame(() => document.getElementById(`tree-${current.id}`)?.focus());
        return null;
      }),
    [],
  );
  const livePaths = useMemo(
    () => Object.keys(project?.contents ?? {}).map((id) => `${IDE_MODEL_SCOPE}/${id}`),
    [project?.contents],
  );
  const nodeOf = (id: string | null) =>
    project && id ? (locate(project.tree, id)?.node ?? null) : null;
  const pathText = (id: string | null) => (project && id ? (pathOf(project.tree, id) ?? '') : '');
  const tabNodes = (project?.tabs ?? [])
    .map(nodeOf)
    .filter((node): node is TreeNode => node !== null);
  const focusedFile = nodeOf(focusedFileId);
  const cursor = cursors[pane];

  const renderPane = (id: PaneId, fileId: string | null) => {
    const file = nodeOf(fileId);
    return (
      <EditorPane
        key={id}
        label={id === 'left' ? 'Editor' : 'Second editor'}
        file={file}
        path={pathText(fileId)}
        value={(file && project?.contents[file.id]) ?? ''}
        theme={prefs.theme}
        focused={split && pane === id}
        showHeader={split}
        livePaths={livePaths}
        reveal={reveals[id]}
        onFocus={() => setFocusedPane(id)}
        onChange={(value) => {
          if (file) setContent(file.id, value);
        }}
        onCursor={(line, column) =>
          setCursors((current) => ({ ...current, [id]: { line, column } }))
        }
      />
    );
  };

  return (
    <div className={tool.frame} data-testid="ide">
      <IdeToolbar
        disabled={!project}
        split={split}
        theme={prefs.theme}
        onNewFile={() => void create('file', folderFor(selectedId))}
        onNewFolder={() => void create('folder', folderFor(selectedId))}
        onImportFiles={(files) => void importFiles(files, folderFor(selectedId))}
        onImportFolder={(files) => void importFiles(files, folderFor(selectedId))}
        onSplit={(on) => {
          setPrefs((current) => ({ ...current, split: on }));
          if (!on) setFocusedPane('left');
        }}
        onExport={exportZip}
        onTheme={(theme) => setPrefs((current) => ({ ...current, theme }))}
      />
      {(notice ?? storageError) && (
        <div className={tool.notice} role="alert">
          <p>{notice ?? storageError}</p>
          {notice && (
            <button type="button" className={tool.btn} onClick={() => setNotice(null)}>
              Dismiss
            </button>
          )}
        </div>
      )}
      <div className={styles.body}>
        <aside className={styles.sidebar} aria-label="Project">
          {project ? (
            <>
              <SearchPanel
                project={project}
                query={query}
                onQuery={setQuery}
                onOpen={onSearchOpen}
              />
              <div className={styles.treeScroll}>
                <ExplorerTree
                  tree={project.tree}
                  expanded={expanded}
                  selectedId={selectedId}
                  activeId={focusedFileId}
                  onSelect={setSelectedId}
                  onToggle={(id, open) => setExpanded([id], open ?? !expanded.has(id))}
                  onOpen={(id) => showFile(id)}
                  onMenu={(id, x, y) => setMenu({ id, x, y })}
                  onRename={(id) => void rename(id)}
                  onDelete={(id) => void remove(id)}
                />
              </div>
            </>
          ) : (
            <p className={tool.loading} role="status">
              Loading project…
            </p>
          )}
        </aside>
        <div className={styles.main}>
          <IdeTabs
            tabs={tabNodes}
            activeId={focusedFileId}
            pathOf={pathText}
            onSelect={(id) => showFile(id)}
            onClose={(id) => {
              update((current) => ({
                ...current,
                ...closeTab(current.tabs, current.activeId, id),
              }));
              if (rightId === id) setRightId(null);
            }}
          />
          <div className={styles.panes} data-split={split}>
            {project ? (
              <>
                {renderPane('left', leftId)}
                {split && renderPane('right', shownRightId)}
              </>
            ) : (
              <p className={tool.loading}>Loading editor…</p>
            )}
          </div>
        </div>
      </div>
      <div className={tool.status} data-testid="ide-status">
        {focusedFile ? (
          <>
            <span className={tool.statusMain}>{pathText(focusedFile.id)}</span>
            <span>
              {cursor.line}:{cursor.column}
            </span>
          </>
        ) : (
          <span>Ready</span>
        )}
        <span className={tool.spacer} />
        <span>{project ? `${filesUnder(project.tree).length} files` : ''}</span>
      </div>
      {menu && (
        <ContextMenu
          x={menu.x}
          y={menu.y}
          label={`Actions for ${nodeOf(menu.id)?.name ?? ''}`}
          items={menuItems(menu.id)}
          onClose={closeMenu}
        />
      )}
      {dialog}
    </div>
  );
}
