/**
 * The quick-navigation shortcut as the visitor's keyboard names it: ⌘K (or Command+K) on Apple
 * devices, Ctrl+K elsewhere. Both are rendered and the pre-paint script's `data-os` on <html>
 * picks one before the first paint (global.css), so the server's cached HTML serves every
 * platform without a flash. Touch-only devices have no keyboard: `.keyboard-only` hides hints.
 */
export function ShortcutKey({ apple = '⌘K', className }: { apple?: string; className?: string }) {
  return (
    <>
      <kbd className={`${className ?? ''} shortcut-apple`}>{apple}</kbd>
      <kbd className={`${className ?? ''} shortcut-other`}>Ctrl+K</kbd>
    </>
  );
}
