import { LabCardView } from '../features/labs/LabCardView';
import { LAB_CARDS } from '../features/labs/lab-cards';
import styles from '../features/labs/labs.module.css';
import { canonicalLoader, canonicalPageMeta } from '../lib/seo';
import ui from '../lib/ui/ui.module.css';
import type { Route } from './+types/labs';

const SUBTITLE = 'Interactive experiments and real-time demos';
const DESCRIPTION =
  'Interactive experiments and real-time demos: a collaboration space, a peer-to-peer whiteboard, a code editor, a browser IDE, algorithm visualisations and a page builder.';

export const loader = canonicalLoader('/labs');

export const meta: Route.MetaFunction = canonicalPageMeta('Labs', DESCRIPTION, '/labs', {
  socialPage: 'labs',
});

export default function Labs() {
  return (
    <main className={`container ${ui.page}`}>
      <header className={ui.pageHeader}>
        <h1>Labs</h1>
        <p className={ui.lead}>{SUBTITLE}</p>
      </header>
      <ul className={styles.grid}>
        {LAB_CARDS.map((card) => (
          <li key={card.to}>
            <LabCardView card={card} />
          </li>
        ))}
      </ul>
    </main>
  );
}
