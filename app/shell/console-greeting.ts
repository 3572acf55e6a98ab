/** The console greeting of docs/product.md#global-shell: a hello for the curious, with the shortcuts. */
import { useEffect } from 'react';
import { useSite } from '#app/lib/site-identity.ts';

const headline = (name: string) =>
  `Hi there, fellow developer! 👋 Welcome to ${name}'s corner of the web.`;

const SHORTCUT_LINES = [
  'Shortcuts:',
  '  • Cmd/Ctrl+K: quick navigation',
  '  • The Konami code (↑ ↑ ↓ ↓ ← → ← → B A): try it',
  '  • The theme palette icon in the top bar: pick your colour',
] as const;

let greeted = false;

export function useConsoleGreeting() {
  const { name } = useSite();
  useEffect(() => {
    if (greeted) return;
    greeted = true;
    console.log(`%c${headline(name)}`, 'font-weight:bold;font-size:14px;color:#3aa6ff');
    console.log(SHORTCUT_LINES.join('\n'));
  }, [name]);
}
