import { MapPin } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { site } from '#common/site.ts';
import { TagList } from '#app/lib/ui/TagList.tsx';
import styles from './home.module.css';

export function About() {
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <div className={`container ${styles.about}`}>
        <div>
          <p className="eyebrow">About Me</p>
          <h2 id="about-title">{site.yearsOfExperience}+ years of shipping for the web</h2>
          <div className={styles.aboutText}>
            {site.about.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <p className={styles.location}>
            <Icon drawing={MapPin} aria-hidden="true" size={16} /> Based in {site.location}
          </p>
        </div>
        <div className={styles.skills}>
          <h3 className={styles.skillsTitle}>Skills &amp; tools</h3>
          <TagList tags={site.skills} className={styles.skillList} />
        </div>
      </div>
    </section>
  );
}
