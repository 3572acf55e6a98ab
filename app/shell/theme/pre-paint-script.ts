/**
 * The tiny inline script root.tsx puts in <head> (allowed by its hash in the page's CSP). It runs before
 * the first paint, so a remembered theme never flashes the default colour on reload. It trusts
 * nothing it reads: colours must be #rrggbb and the id plain letters, anything else is ignored.
 * It also marks <html> with the `js` class, which the CSS uses to collapse the mobile menu only
 * when a script can open it again, and with `data-os="apple"` on Apple devices, whose keyboards
 * name the shortcut ⌘K (app/shell/ShortcutKey.tsx).
 */
import { THEME_PROPERTIES, THEME_STORAGE_KEY } from './theme-keys';

/** The script's text (built on demand: only the server needs it, the browser keeps what it sent). */
export function prePaintThemeScript(): string {
  const assignments = Object.entries(THEME_PROPERTIES)
    .map(([name, property]) => `r.style.setProperty(${JSON.stringify(property)},t.${name});`)
    .join('');
  const checks = Object.keys(THEME_PROPERTIES)
    .map((name) => `h.test(t.${name})`)
    .join('&&');
  return (
    `(function(){var r=document.documentElement;r.classList.add('js');` +
    `try{if(/Mac|iPhone|iPad|iPod/.test(navigator.platform))r.setAttribute('data-os','apple')}catch(e){}` +
    `try{var t=JSON.parse(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})||'null'),` +
    `h=/^#[0-9a-f]{6}$/i;` +
    `if(t&&${checks}&&/^[a-z]+$/.test(t.id)){${assignments}r.setAttribute('data-theme',t.id);}` +
    `}catch(e){}})();`
  );
}
