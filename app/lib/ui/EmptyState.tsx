import type { ReactNode } from 'react';
import ui from './ui.module.css';

/** A friendly placeholder where a list has nothing to show yet (the empty states of docs/product.md#api-conventions-and-errors). */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={ui.notice} role="status">
      <p className={ui.noticeTitle}>{message}</p>
      {children}
    </div>
  );
}
