import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { trapTabKey } from '../focus-trap';
import styles from './dialog.module.css';

/** A question the page asks in the site's own dialog, in place of the browser's prompt/confirm. */
export type Question =
  | { kind: 'text'; title: string; label: string; initial?: string; submitLabel: string }
  | { kind: 'confirm'; title: string; message: string; submitLabel: string };

/**
 * Where focus goes when the dialog closes: an element, or a function for a widget that must
 * restore more than focus (a rich-text editor's own selection).
 */
export type FocusReturn = HTMLElement | (() => void) | null;

interface Pending {
  question: Question;
  answer: (value: string | null) => void;
  returnTo: FocusReturn;
}

/**
 * `askText` and `askConfirm` open the dialog and settle with the answer (null or false when it
 * is cancelled: the Cancel button, Escape). Render `dialog` once where the asking screen is.
 * `returnTo`: where focus goes afterwards, when not back to the element that had it (gone with a
 * menu, or an editor with a selection of its own to restore).
 */
export function useAsk() {
  const [pending, setPending] = useState<Pending | null>(null);

  const ask = useCallback(
    (question: Question, returnTo?: FocusReturn) =>
      new Promise<string | null>((resolve) => {
        const focused =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setPending({ question, answer: resolve, returnTo: returnTo ?? focused });
      }),
    [],
  );
  const askText = useCallback(
    (question: Omit<Extract<Question, { kind: 'text' }>, 'kind'>, returnTo?: FocusReturn) =>
      ask({ kind: 'text', ...question }, returnTo),
    [ask],
  );
  const askConfirm = useCallback(
    async (
      question: Omit<Extract<Question, { kind: 'confirm' }>, 'kind'>,
      returnTo?: FocusReturn,
    ) => (await ask({ kind: 'confirm', ...question }, returnTo)) !== null,
    [ask],
  );

  const dialog: ReactNode = pending ? (
    <AskDialog
      key={pending.question.title}
      question={pending.question}
      onClose={(value) => {
        setPending(null);
        pending.answer(value);
        const target = pending.returnTo;
        // After React has removed the dialog, or the browser's own focus restore wins.
        requestAnimationFrame(() => {
          if (typeof target === 'function') target();
          else if (target?.isConnected) target.focus({ preventScroll: true });
        });
      }}
    />
  ) : null;
  return { askText, askConfirm, dialog };
}

function AskDialog({
  question,
  onClose,
}: {
  question: Question;
  onClose: (value: string | null) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  const [text, setText] = useState(question.kind === 'text' ? (question.initial ?? '') : '');
  const answered = useRef<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = (value: string | null) => {
    answered.current = value;
    ref.current?.close();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={question.kind === 'confirm' ? messageId : undefined}
      onClose={() => onClose(answered.current)}
      // Tab wraps inside the dialog rather than leaving for the browser's own controls.
      onKeyDown={(event) => trapTabKey(event, event.currentTarget)}
    >
      <form
        method="dialog"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          close(question.kind === 'text' ? text : '');
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {question.title}
        </h2>
        {question.kind === 'text' ? (
          <label className={styles.field}>
            <span>{question.label}</span>
            <input
              className="input"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onFocus={(event) => event.target.select()}
              autoFocus
              spellCheck={false}
              autoComplete="off"
            />
          </label>
        ) : (
          <p id={messageId} className={styles.message}>
            {question.message}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => close(null)}
            // A question about deleting something starts on the safe answer.
            autoFocus={question.kind === 'confirm'}
          >
            Cancel
          </button>
          <button type="submit" className="btn btn-sm btn-primary">
            {question.submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
