import {
  SPLITTER_MAX_PERCENT,
  SPLITTER_MIN_PERCENT,
  splitFromKey,
  splitFromPointer,
} from './splitter';
import styles from './editor.module.css';

interface SplitterProps {
  percent: number;
  onChange: (percent: number) => void;
  /** The element whose width the percentage refers to. */
  container: () => HTMLElement | null;
  label: string;
}

/** A vertical separator between the code and the preview: drag it, or focus it and use arrows. */
export function Splitter({ percent, onChange, container, label }: SplitterProps) {
  return (
    <div
      className={styles.splitter}
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuemin={SPLITTER_MIN_PERCENT}
      aria-valuemax={SPLITTER_MAX_PERCENT}
      aria-valuenow={Math.round(percent)}
      tabIndex={0}
      onKeyDown={(event) => {
        const next = splitFromKey(percent, event.key);
        if (next === null) return;
        event.preventDefault();
        onChange(next);
      }}
      onPointerDown={(event) => {
        const box = container()?.getBoundingClientRect();
        if (!box || event.button !== 0) return;
        event.preventDefault();
        const target = event.currentTarget;
        target.setPointerCapture(event.pointerId);
        const move = (moveEvent: PointerEvent) =>
          onChange(splitFromPointer(moveEvent.clientX, box.left, box.width));
        const stop = () => {
          target.removeEventListener('pointermove', move);
          target.removeEventListener('pointerup', stop);
          target.removeEventListener('pointercancel', stop);
          document.body.style.removeProperty('user-select');
        };
        document.body.style.userSelect = 'none';
        target.addEventListener('pointermove', move);
        target.addEventListener('pointerup', stop);
        target.addEventListener('pointercancel', stop);
      }}
    />
  );
}
