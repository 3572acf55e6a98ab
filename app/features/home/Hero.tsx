import { ArrowDown } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { HeroCode } from './HeroCode';
import type { HomeProfile } from './home.server';
import styles from './home.module.css';

export function Hero({ profile }: { profile: HomeProfile }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroGrid}`}>
        <div>
          <p className="eyebrow">
            {profile.name} · {profile.role}
          </p>
          <h1 id="hero-title" className={styles.heroTitle}>
            Creating Digital Experiences
          </h1>
          <p className={styles.heroText}>{profile.tagline}</p>
          <div className={styles.heroActions}>
            <a className="btn btn-primary" href="#work">
              View Portfolio <Icon drawing={ArrowDown} aria-hidden="true" size={16} />
            </a>
            <a className="btn" href="#contact">
              Get in Touch
            </a>
          </div>
        </div>
        <HeroCode profile={profile} />
      </div>
    </section>
  );
}
