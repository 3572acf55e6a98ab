import type { ReactNode } from 'react';
import { LOAD_ERROR_TEXT } from '../page-errors';
import ui from './ui.module.css';

interface ErrorNoticeProps {
  title: string;
  /** The error's message, shown as 'Error: {message}'; omitted for a plain 'not found'. */
  message?: string;
  /** Replaces the default 'An error occurred while fetching data'. */
  text?: string;
  /** h1 for a whole page, h2 or h3 for one section of a page. */
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
}

/**
 * docs/product.md#content-and-fallback, docs/product.md#api-conventions-and-errors: a humorous
 * title, what went wrong, and where to go next, as a notice inside a page or one of its sections
 * (the root's whole-page error screen is app/shell/ErrorScreen.tsx).
 */
export function ErrorNotice({
  title,
  message,
  text = LOAD_ERROR_TEXT,
  headingLevel = 1,
  children,
}: ErrorNoticeProps) {
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`${ui.notice} ${ui.errorBox}`} role="alert">
      <Heading className={ui.errorTitle}>{title}</Heading>
      <p>{text}</p>
      {message ? <p className={ui.errorMessage}>{`Error: ${message}`}</p> : null}
      {children ? <div className={ui.actions}>{children}</div> : null}
    </div>
  );
}
