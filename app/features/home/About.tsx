import { FileText, MapPin } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { TagList } from '#app/lib/ui/TagList.tsx';
import type { HomeProfile } from './home.server';
import { Timeline } from './Timeline';
import styles from './home.module.css';

export function About({ profile }: { profile: HomeProfile }) {
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <div className={`container ${styles.about}`}>
        <div>
          <p className="eyebrow">About Me</p>
          <h2 id="about-title">{profile.yearsOfExperience}+ years of shipping for the web</h2>
          <div className={styles.aboutText}>
            {profile.about.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {profile.location && (
            <p className={styles.location}>
              <Icon drawing={MapPin} aria-hidden="true" size={16} /> Based in {profile.location}
            </p>
          )}
        </div>
        <div className={styles.skills}>
          <h3 id="about-skills-title" className={styles.skillsTitle}>
            Skills &amp; tools
          </h3>
          <TagList
            tags={profile.skills}
            className={styles.skillList}
            aria-labelledby="about-skills-title"
          />
        </div>
        {(profile.timeline.length > 0 || profile.resumeHref) && (
          <div className={styles.experience}>
            <h3 className={styles.experienceTitle}>Experience</h3>
            <Timeline roles={profile.timeline} />
            {profile.resumeHref && (
              <a className="btn" href={profile.resumeHref} type="application/pdf">
                <Icon drawing={FileText} aria-hidden="true" size={16} /> View the full résumé (PDF)
              </a>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
