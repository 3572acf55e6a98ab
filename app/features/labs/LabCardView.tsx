import { ArrowUpRight, Boxes, Code2, GitBranch, PenTool, Terminal, Users } from 'lucide';
import { Icon, type IconDrawing } from '#app/lib/ui/Icon.tsx';
import { Link } from 'react-router';
import type { LabCard } from './lab-cards';
import styles from './labs.module.css';

const ICONS: Record<string, IconDrawing> = {
  '/fluxbuilder': Boxes,
  '/algo': GitBranch,
  '/collab': Users,
  '/whiteboard': PenTool,
  '/editor': Code2,
  '/ide': Terminal,
};

export function LabCardView({ card }: { card: LabCard }) {
  const drawing = ICONS[card.to] ?? Boxes;
  const label = (
    <>
      Open<span className="visually-hidden"> {card.title}</span>
      <Icon drawing={ArrowUpRight} aria-hidden="true" size={16} />
    </>
  );
  return (
    <article className={styles.card}>
      <div className={styles.icon} aria-hidden="true">
        <Icon drawing={drawing} size={22} />
      </div>
      <h2 className={styles.title}>{card.title}</h2>
      <p className={styles.desc}>{card.desc}</p>
      <p className={styles.scope}>
        <span className="visually-hidden">Scope: </span>
        {card.scope}
      </p>
      {card.staticPage ? (
        <a className={`btn ${styles.open}`} href={card.to}>
          {label}
        </a>
      ) : (
        <Link className={`btn ${styles.open}`} to={card.to}>
          {label}
        </Link>
      )}
    </article>
  );
}
