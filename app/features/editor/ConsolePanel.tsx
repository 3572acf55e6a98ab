import { Ban } from 'lucide';
import { Icon } from '../../lib/ui/Icon';
import { useEffect, useRef } from 'react';
import type { ConsoleEntry } from '#common/preview-protocol.ts';
import styles from './editor.module.css';
import tool from '../../lib/ui/tool.module.css';

/** Output of the preview's console, newest at the bottom. */
export function ConsolePanel({
  entries,
  onClear,
}: {
  entries: ConsoleEntry[];
  onClear: () => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [entries]);

  return (
    <section className={styles.console} aria-label="Console">
      <header className={styles.consoleBar}>
        <h2 className={styles.consoleTitle}>
          Console <span className={styles.count}>{entries.length}</span>
        </h2>
        <button
          type="button"
          className={tool.iconBtn}
          onClick={onClear}
          aria-label="Clear console"
          title="Clear console"
        >
          <Icon drawing={Ban} size={13} aria-hidden />
        </button>
      </header>
      <ol ref={list} className={styles.consoleList} aria-live="polite" data-testid="console-output">
        {entries.map((entry, index) => (
          <li key={index} className={styles.consoleLine} data-level={entry.level}>
            {entry.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
