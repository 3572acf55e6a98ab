import { canonicalLoader, canonicalPageMeta } from '../lib/seo';
import tool from '../lib/ui/tool.module.css';
import { IdeScreen } from '../features/ide/IdeScreen';
import { useHydrated } from '../lib/monaco/LazyCodeEditor';
import type { Route } from './+types/ide';

const TITLE = 'Browser IDE';
const DESCRIPTION =
  'A browser IDE with a file explorer, tabs, split view, search, folder import and ZIP export. Projects stay in your browser.';

export const loader = canonicalLoader('/ide');

export const meta: Route.MetaFunction = canonicalPageMeta(TITLE, DESCRIPTION, '/ide', {
  socialPage: 'labs',
});

export default function IdeRoute() {
  const hydrated = useHydrated();
  return (
    <main className={tool.page}>
      <header className={tool.header}>
        <h1 className={tool.title}>{TITLE}</h1>
        <p className={tool.subtitle}>
          Explorer, tabs, split view and search. Right-click or press Shift+F10 in the explorer for
          more.
        </p>
      </header>
      <p className={tool.smallNote}>Best on a wider screen: on a phone the panels stack.</p>
      {/* Remounted after hydration, when browser storage can be read. */}
      <IdeScreen key={String(hydrated)} hydrated={hydrated} />
    </main>
  );
}
