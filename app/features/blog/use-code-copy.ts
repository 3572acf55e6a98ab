import { useEffect, type RefObject } from 'react';

/** How long a copy button says 'Copied' before it offers to copy again. */
const COPIED_FEEDBACK_MS = 2000;

/**
 * The copy buttons of an article's code blocks (framed by highlight.server.ts): one listener on
 * the article body copies the block's text, and the button and its live region say what
 * happened. Where the clipboard is refused, the code is selected for a manual copy instead.
 */
export function useCodeCopy(body: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = body.current;
    if (!root) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
        'button[data-copy-code]',
      );
      const block = button?.closest('.code-block');
      const code = block?.querySelector('pre');
      if (!button || !block || !code) return;
      const status = block.querySelector('.code-status');
      const say = (buttonText: string, statusText: string) => {
        button.firstChild!.textContent = buttonText;
        if (status) status.textContent = statusText;
      };
      navigator.clipboard
        .writeText(code.innerText.replace(/\n$/, ''))
        .then(
          () => say('Copied', 'Copied to the clipboard'),
          () => {
            window.getSelection()?.selectAllChildren(code);
            say('Copy', 'Selected: press Ctrl+C to copy');
          },
        )
        .finally(() => {
          const timer = setTimeout(() => {
            timers.delete(timer);
            say('Copy', '');
          }, COPIED_FEEDBACK_MS);
          timers.add(timer);
        });
    };
    root.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('click', onClick);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [body]);
}
