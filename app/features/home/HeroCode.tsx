import type { HomeProfile } from './home.server';
import styles from './home.module.css';

const k = styles.codeKeyword;
const s = styles.codeString;
const p = styles.codeProperty;

/** A decorative editor window beside the hero title on wide screens. */
export function HeroCode({ profile }: { profile: HomeProfile }) {
  const skills = profile.skills.slice(0, 3);
  return (
    <div className={styles.heroCode} aria-hidden="true">
      <div className={styles.heroCodeBar}>
        <span />
        <span />
        <span />
        <p>developer.ts</p>
      </div>
      <pre>
        <code>
          <span className={k}>export const</span> developer = {'{\n'}
          {'  '}
          <span className={p}>name</span>: <span className={s}>&apos;{profile.name}&apos;</span>,
          {'\n'}
          {'  '}
          <span className={p}>experience</span>:{' '}
          <span className={s}>&apos;{profile.yearsOfExperience}+ years&apos;</span>,{'\n'}
          {'  '}
          <span className={p}>stack</span>: [
          {skills.map((skill, index) => (
            <span key={skill}>
              <span className={s}>&apos;{skill}&apos;</span>
              {index < skills.length - 1 ? ', ' : ''}
            </span>
          ))}
          ],{'\n'}
          {'  '}
          <span className={p}>basedIn</span>:{' '}
          <span className={s}>&apos;{profile.location}&apos;</span>,{'\n'}
          {'  '}
          <span className={p}>available</span>: <span className={k}>true</span>,{'\n'}
          {'}'} <span className={k}>satisfies</span> Developer;
        </code>
      </pre>
    </div>
  );
}
