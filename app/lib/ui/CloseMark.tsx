import { X } from 'lucide';
import { Icon } from './Icon';
import styles from './ui.module.css';

/**
 * The mouse target that closes a tab. It lives inside the tab (a tablist may hold only tabs,
 * and a button inside a button is not allowed), so keyboard users close with Delete instead.
 */
export function CloseMark({ name, onClose }: { name: string; onClose: () => void }) {
  return (
    <span
      className={styles.closeMark}
      title={`Close ${name}`}
      aria-hidden
      onClick={(event) => {
        event.stopPropagation();
        onClose();
      }}
    >
      <Icon drawing={X} size={13} />
    </span>
  );
}
