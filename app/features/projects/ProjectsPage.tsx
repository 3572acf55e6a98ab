import type { ReactNode } from 'react';
import { Link } from 'react-router';
import ui from '../../lib/ui/ui.module.css';
import styles from './projects.module.css';

interface ProjectsPageProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** The gallery, or what stands in for it. */
  children: ReactNode;
  /** The closing call to get in touch: its heading's element id, heading and text. */
  cta: { id: string; heading: string; text: string };
}

/** The client and the personal projects pages: a header, the gallery, a call to get in touch. */
export function ProjectsPage({ eyebrow, title, lead, children, cta }: ProjectsPageProps) {
  return (
    <main className={`container ${ui.page}`}>
      <header className={ui.pageHeader}>
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        <p className={ui.lead}>{lead}</p>
      </header>
      {children}
      <section className={styles.cta} aria-labelledby={cta.id}>
        <h2 id={cta.id}>{cta.heading}</h2>
        <p className={styles.ctaText}>{cta.text}</p>
        <Link className="btn btn-primary" to="/#contact">
          Get in Touch
        </Link>
      </section>
    </main>
  );
}
