import { ChevronDown, ChevronRight, FileText, Folder, FolderOpen } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { sortedChildren, type TreeNode } from './tree';
import styles from './ide.module.css';

interface VisibleItem {
  node: TreeNode;
  level: number;
  parentId: string | null;
}

/** The rows the tree shows, in order: the root, then open folders' children. */
function visibleItems(tree: TreeNode, expanded: ReadonlySet<string>): VisibleItem[] {
  const out: VisibleItem[] = [];
  const walk = (node: TreeNode, level: number, parentId: string | null) => {
    out.push({ node, level, parentId });
    if (node.type === 'folder' && expanded.has(node.id)) {
      for (const child of sortedChildren(node)) walk(child, level + 1, node.id);
    }
  };
  walk(tree, 1, null);
  return out;
}

interface ExplorerTreeProps {
  tree: TreeNode;
  expanded: ReadonlySet<string>;
  selectedId: string;
  activeId: string | null;
  onSelect: (id: string) => void;
  onToggle: (id: string, open?: boolean) => void;
  onOpen: (id: string) => void;
  /** Opens the context menu for a node at a point on screen. */
  onMenu: (id: string, x: number, y: number) => void;
  onRename: (id: string) => void;
  onDelete: (id: string) => void;
}

/**
 * WAI-ARIA tree: one tab stop, arrow keys move and open, the menu key opens the context menu.
 * The rows are one flat list whose hierarchy is told by aria-level, -setsize and -posinset: a
 * folder's item then holds only its own name, which is its accessible name as shown.
 */
export function ExplorerTree(props: ExplorerTreeProps) {
  const { tree, expanded, selectedId } = props;
  const items = useMemo(() => visibleItems(tree, expanded), [tree, expanded]);
  const byParent = useMemo(() => {
    const map = new Map<string, VisibleItem[]>();
    for (const item of items) {
      if (item.parentId) map.set(item.parentId, [...(map.get(item.parentId) ?? []), item]);
    }
    return map;
  }, [items]);
  const focusId = items.some((item) => item.node.id === selectedId) ? selectedId : tree.id;

  const move = (id: string) => {
    props.onSelect(id);
    document.getElementById(`tree-${id}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, item: VisibleItem) => {
    const index = items.indexOf(item);
    const { node } = item;
    const isOpen = node.type === 'folder' && expanded.has(node.id);
    switch (event.key) {
      case 'ArrowDown':
        if (items[index + 1]) move(items[index + 1]!.node.id);
        break;
      case 'ArrowUp':
        if (items[index - 1]) move(items[index - 1]!.node.id);
        break;
      case 'Home':
        move(items[0]!.node.id);
        break;
      case 'End':
        move(items[items.length - 1]!.node.id);
        break;
      case 'ArrowRight':
        if (node.type === 'folder' && !isOpen) props.onToggle(node.id, true);
        else if (isOpen && items[index + 1]?.parentId === node.id) move(items[index + 1]!.node.id);
        break;
      case 'ArrowLeft':
        if (isOpen) props.onToggle(node.id, false);
        else if (item.parentId) move(item.parentId);
        break;
      case 'Enter':
      case ' ':
        if (node.type === 'folder') props.onToggle(node.id);
        else props.onOpen(node.id);
        break;
      case 'F2':
        props.onRename(node.id);
        break;
      case 'Delete':
        props.onDelete(node.id);
        break;
      case 'ContextMenu':
      case 'F10': {
        if (event.key === 'F10' && !event.shiftKey) return;
        const box = event.currentTarget.getBoundingClientRect();
        props.onMenu(node.id, box.left + 24, box.bottom);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const onClick = (event: MouseEvent, node: TreeNode) => {
    event.stopPropagation();
    props.onSelect(node.id);
    if (node.type === 'folder') props.onToggle(node.id);
    else props.onOpen(node.id);
  };

  const renderNode = (item: VisibleItem) => {
    const { node, level } = item;
    const siblings = item.parentId ? (byParent.get(item.parentId) ?? [item]) : [item];
    const isFolder = node.type === 'folder';
    const isOpen = isFolder && expanded.has(node.id);
    const drawing = isFolder ? (isOpen ? FolderOpen : Folder) : FileText;
    const chevron = isOpen ? ChevronDown : ChevronRight;
    return (
      <li
        key={node.id}
        id={`tree-${node.id}`}
        role="treeitem"
        aria-level={level}
        aria-setsize={siblings.length}
        aria-posinset={siblings.indexOf(item) + 1}
        aria-expanded={isFolder ? isOpen : undefined}
        aria-selected={node.id === selectedId}
        tabIndex={node.id === focusId ? 0 : -1}
        className={styles.treeItem}
        onKeyDown={(event) => onKeyDown(event, item)}
        onFocus={(event) => {
          if (event.target === event.currentTarget && node.id !== selectedId)
            props.onSelect(node.id);
        }}
        onClick={(event) => onClick(event, node)}
        onContextMenu={(event) => {
          event.preventDefault();
          event.stopPropagation();
          props.onSelect(node.id);
          props.onMenu(node.id, event.clientX, event.clientY);
        }}
      >
        <div
          className={styles.treeRow}
          data-selected={node.id === selectedId}
          data-active={node.id === props.activeId}
          style={{ paddingLeft: `${(level - 1) * 12 + 6}px` }}
        >
          {isFolder ? (
            <Icon drawing={chevron} size={13} aria-hidden />
          ) : (
            <span className={styles.chevronGap} />
          )}
          <Icon
            drawing={drawing}
            size={14}
            aria-hidden
            className={isFolder ? styles.folderIcon : styles.fileIcon}
          />
          <span className={styles.treeName}>{node.name}</span>
        </div>
      </li>
    );
  };

  return (
    <ul role="tree" aria-label="Explorer" className={styles.tree}>
      {items.map(renderNode)}
    </ul>
  );
}
