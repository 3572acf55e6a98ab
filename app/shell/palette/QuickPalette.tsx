import { CornerDownLeft, Search } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { useId, useMemo, useRef, type Dispatch, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ModalOverlay } from '../ModalOverlay';
import { PALETTE_COMMANDS, type PaletteCommand } from './commands';
import { filterCommands, paletteKeyIntent } from './palette-search';
import type { PaletteEvent, PaletteState } from './palette-state';
import { runPaletteAction } from './run-command';
import styles from './palette.module.css';

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
  const selected = results[state.selectedIndex];
  const optionId = (command: PaletteCommand) => `${baseId}-${command.id}`;

  if (!state.open) return null;

  const close = () => dispatch({ type: 'close' });
  const run = (command: PaletteCommand) => {
    close();
    void runPaletteAction(command.action, navigate, pathname);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const intent = paletteKeyIntent(event.key);
    if (!intent) return;
    event.preventDefault();
    if (intent === 'close') close();
    else if (intent === 'run') {
      if (selected) run(selected);
    } else {
      dispatch({ type: 'move', delta: intent === 'next' ? 1 : -1, resultCount: results.length });
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
          aria-expanded={results.length > 0}
          aria-controls={`${baseId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={selected ? optionId(selected) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Type a command or search…"
          value={state.query}
          onChange={(event) => dispatch({ type: 'query', query: event.target.value })}
        />
        <kbd className={styles.esc}>Esc</kbd>
      </div>

      {results.length > 0 ? (
        <ul id={`${baseId}-list`} role="listbox" aria-label="Commands" className={styles.list}>
          {results.map((command, index) => {
            const isSelected = index === state.selectedIndex;
            return (
              <li
                key={command.id}
                id={optionId(command)}
                role="option"
                aria-selected={isSelected}
                className={styles.option}
                onClick={() => run(command)}
              >
                <Icon
                  drawing={command.icon}
                  size={18}
                  aria-hidden="true"
                  className={styles.optionIcon}
                />
                <span className={styles.optionTitle}>{command.title}</span>
                {isSelected && (
                  <Icon
                    drawing={CornerDownLeft}
                    size={14}
                    aria-hidden="true"
                    className={styles.enter}
                  />
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.empty} role="status">
          No commands found
        </p>
      )}

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
