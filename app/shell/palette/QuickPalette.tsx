import { CornerDownLeft, FileText, Search } from 'lucide';
import { searchPagePath, type SearchHit } from '#common/search.ts';
import { Highlighted } from '#app/lib/ui/Highlighted.tsx';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { useId, useMemo, useRef, type Dispatch, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ModalOverlay } from '../ModalOverlay';
import { PALETTE_COMMANDS, type PaletteCommand } from './commands';
import { filterCommands, paletteKeyIntent } from './palette-search';
import type { PaletteEvent, PaletteState } from './palette-state';
import { runPaletteAction } from './run-command';
import { useSiteSearch } from './use-site-search';
import styles from './palette.module.css';

/** One row the arrows move through: a command, a search result, or the link to all results. */
type PaletteItem =
  | { kind: 'command'; command: PaletteCommand }
  | { kind: 'hit'; hit: SearchHit; index: number }
  | { kind: 'all' };

const KIND_LABELS: Record<SearchHit['kind'], string> = { post: 'Article', project: 'Project' };

interface QuickPaletteProps {
  state: PaletteState;
  dispatch: Dispatch<PaletteEvent>;
}

/** The quick-navigation palette (docs/product.md#quick-navigation-palette): a modal with a search box and the commands. */
export function QuickPalette({ state, dispatch }: QuickPaletteProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const results = useMemo(() => filterCommands(PALETTE_COMMANDS, state.query), [state.query]);
  const site = useSiteSearch(state.open ? state.query : '');
  const hits = site.status === 'done' ? site.hits : [];
  const items: PaletteItem[] = [
    ...results.map((command) => ({ kind: 'command' as const, command })),
    ...hits.map((hit, index) => ({ kind: 'hit' as const, hit, index })),
    ...(site.status === 'off' ? [] : [{ kind: 'all' as const }]),
  ];
  const selected = items[state.selectedIndex];
  const itemId = (item: PaletteItem) => {
    if (item.kind === 'command') return `${baseId}-${item.command.id}`;
    return item.kind === 'hit' ? `${baseId}-hit-${item.index}` : `${baseId}-all`;
  };
  const isSelected = (item: PaletteItem) =>
    selected !== undefined && itemId(selected) === itemId(item);

  if (!state.open) return null;

  const close = () => dispatch({ type: 'close' });
  const run = (item: PaletteItem) => {
    close();
    if (item.kind === 'command') void runPaletteAction(item.command.action, navigate, pathname);
    else void navigate(item.kind === 'hit' ? item.hit.href : searchPagePath(state.query));
  };
  const enterMark = (
    <Icon drawing={CornerDownLeft} size={14} aria-hidden="true" className={styles.enter} />
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const intent = paletteKeyIntent(event.key);
    if (!intent) return;
    event.preventDefault();
    if (intent === 'close') close();
    else if (intent === 'run') {
      if (selected) run(selected);
    } else {
      dispatch({ type: 'move', delta: intent === 'next' ? 1 : -1, resultCount: items.length });
    }
  };

  return (
    <ModalOverlay
      overlayClassName={styles.overlay}
      dialogClassName={styles.panel}
      testId="palette-overlay"
      labelledBy={`${baseId}-title`}
      initialFocus={inputRef}
      onClose={close}
      onKeyDown={onKeyDown}
    >
      <h2 id={`${baseId}-title`} className="visually-hidden">
        Quick navigation
      </h2>
      <div className={styles.searchRow}>
        <Icon drawing={Search} size={18} aria-hidden="true" className={styles.searchIcon} />
        <input
          ref={inputRef}
          className={styles.input}
          type="text"
          role="combobox"
          aria-label="Search commands"
          aria-expanded={items.length > 0}
          aria-controls={`${baseId}-list ${baseId}-site`}
          aria-autocomplete="list"
          aria-activedescendant={selected ? itemId(selected) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Type a command or search…"
          value={state.query}
          onChange={(event) => dispatch({ type: 'query', query: event.target.value })}
        />
        <kbd className={styles.esc}>Esc</kbd>
      </div>

      <div className={styles.scroll}>
        {results.length > 0 ? (
          <ul id={`${baseId}-list`} role="listbox" aria-label="Commands" className={styles.list}>
            {results.map((command) => {
              const item: PaletteItem = { kind: 'command', command };
              return (
                <li
                  key={command.id}
                  id={itemId(item)}
                  role="option"
                  aria-selected={isSelected(item)}
                  className={styles.option}
                  onClick={() => run(item)}
                >
                  <Icon
                    drawing={command.icon}
                    size={18}
                    aria-hidden="true"
                    className={styles.optionIcon}
                  />
                  <span className={styles.optionTitle}>{command.title}</span>
                  {isSelected(item) && enterMark}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={styles.empty} role="status">
            No commands found
          </p>
        )}
        {site.status !== 'off' && (
          <>
            <p className={styles.siteStatus} role="status">
              {site.status === 'searching' && 'Searching articles and projects…'}
              {site.status === 'failed' && 'Search is not answering; try the full results page.'}
              {site.status === 'done' && hits.length === 0 && 'No articles or projects match.'}
            </p>
            <ul
              id={`${baseId}-site`}
              role="listbox"
              aria-label="Articles and projects"
              className={styles.list}
            >
              {items.map((item) =>
                item.kind === 'command' ? null : (
                  <li
                    key={itemId(item)}
                    id={itemId(item)}
                    role="option"
                    aria-selected={isSelected(item)}
                    className={`${styles.option} ${styles.hit}`}
                    onClick={() => run(item)}
                  >
                    <Icon
                      drawing={item.kind === 'hit' ? FileText : Search}
                      size={18}
                      aria-hidden="true"
                      className={styles.optionIcon}
                    />
                    {item.kind === 'hit' ? (
                      <span className={styles.optionTitle}>
                        <span className={styles.hitTitle}>
                          <Highlighted text={item.hit.title} />
                        </span>
                        <span className={styles.hitSnippet}>
                          {KIND_LABELS[item.hit.kind]} · <Highlighted text={item.hit.snippet} />
                        </span>
                      </span>
                    ) : (
                      <span className={styles.optionTitle}>
                        See all results for “{state.query.trim()}”
                      </span>
                    )}
                    {isSelected(item) && enterMark}
                  </li>
                ),
              )}
            </ul>
          </>
        )}
      </div>

      <p className={styles.footer} aria-hidden="true">
        <span>
          <kbd>↑</kbd> <kbd>↓</kbd> to move
        </span>
        <span>
          <kbd>↵</kbd> to open
        </span>
        <span>
          <kbd>Esc</kbd> to close
        </span>
      </p>
    </ModalOverlay>
  );
}
