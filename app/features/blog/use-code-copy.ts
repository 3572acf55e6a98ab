import { useEffect, type RefObject } from 'react';
import { writeClipboard } from '../../lib/clipboard';

/** How long a code block's button says 'Copied' (or 'Copy failed') before it reads 'Copy' again. */
const CODE_COPIED_MS = 2000;
const CODE_COPY_LABELS = { idle: 'Copy', done: 'Copied', failed: 'Copy failed' } as const;

/**
 * Answers the article's code-block copy buttons (highlight.server.ts). One listener on the body,
 * which React keeps while it may rewrite the HTML inside; the block's status line repeats the
 * result for screen readers, which do not announce a button's changed text.
 */
export function useCodeCopy(body: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = body.current;
    if (!root) return;
    const timers = new Map<HTMLButtonElement, ReturnType<typeof setTimeout>>();

    const onClick = async (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>('.code-copy');
      const block = button?.closest('.code-block');
      if (!button || !block) return;
      const code = block.querySelector('pre')?.textContent ?? '';
      const copied = await writeClipboard(code);
      const label = copied ? CODE_COPY_LABELS.done : CODE_COPY_LABELS.failed;
      button.textContent = label;
      const status = block.querySelector('.code-copy-status');
      if (status) status.textContent = copied ? 'Code copied to the clipboard' : label;
      clearTimeout(timers.get(button));
      timers.set(
        button,
        setTimeout(() => {
          button.textContent = CODE_COPY_LABELS.idle;
          if (status) status.textContent = '';
        }, CODE_COPIED_MS),
      );
    };
    const listener = (event: MouseEvent) => void onClick(event);
    root.addEventListener('click', listener);
    return () => {
      root.removeEventListener('click', listener);
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [body]);
}
