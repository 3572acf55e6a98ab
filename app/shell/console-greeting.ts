/** The console greeting of docs/product.md#global-shell: a hello for the curious, with the shortcuts. */
import { useEffect } from 'react';
import { site } from '#common/site.ts';

const CONSOLE_GREETING_LINES = [
  `Hi there, fellow developer! 👋 Welcome to ${site.name}'s corner of the web.`,
  'Shortcuts:',
  '  • Cmd/Ctrl+K: quick navigation',
  '  • The Konami code (↑ ↑ ↓ ↓ ← → ← → B A): try it',
  '  • The theme palette icon in the top bar: pick your colour',
] as const;

let greeted = false;

export function useConsoleGreeting() {
  useEffect(() => {
    if (greeted) return;
    greeted = true;
    const [headline, ...rest] = CONSOLE_GREETING_LINES;
    console.log(`%c${headline}`, 'font-weight:bold;font-size:14px;color:#3aa6ff');
    console.log(rest.join('\n'));
  }, []);
}
