import { BriefcaseBusiness, Camera, CodeXml, ExternalLink } from 'lucide';
import { Icon, type IconDrawing } from '#app/lib/ui/Icon.tsx';
import { Link, useRouteLoaderData } from 'react-router';
import { site } from '#common/site.ts';
import { ShortcutKey } from '../ShortcutKey';
import styles from './footer.module.css';

const PROFILE_ICONS: Record<keyof typeof site.social, IconDrawing> = {
  github: CodeXml,
  linkedin: BriefcaseBusiness,
  instagram: Camera,
};

interface SiteFooterProps {
  onOpenPalette: () => void;
}

/** Copyright line, the quick-navigation hint and the three profile links (docs/product.md#global-shell). */
export function SiteFooter({ onOpenPalette }: SiteFooterProps) {
  // Only the signed-in owner's pages (never cached for anybody else) link to the console.
  const ownerSignedIn = useRouteLoaderData<{ ownerSignedIn?: boolean }>('root')?.ownerSignedIn;
  const profiles = Object.entries(site.social) as [
    keyof typeof site.social,
    (typeof site.social)[keyof typeof site.social],
  ][];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" className={styles.name}>
            {site.name}
          </Link>
          <p className={styles.role}>{site.tagline}</p>
        </div>

        <ul className={styles.profiles} aria-label="Profiles">
          {profiles.map(([id, profile]) => {
            return (
              <li key={id}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.profile}
                  data-profile={id}
                >
                  <Icon drawing={PROFILE_ICONS[id]} size={16} aria-hidden="true" />
                  <span>{profile.label}</span>
                  <Icon
                    drawing={ExternalLink}
                    size={12}
                    aria-hidden="true"
                    className={styles.external}
                  />
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ul>

        <div className={styles.bottom}>
          {/* The year of the render: cached pages are at most an hour old (server/cache). */}
          <p className={styles.copyright} suppressHydrationWarning>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </p>
          {ownerSignedIn && (
            <Link to="/admin" className={styles.hint}>
              Console
            </Link>
          )}
          <button type="button" className={styles.hint} onClick={onOpenPalette}>
            <span className="keyboard-only">
              Press <ShortcutKey apple="Command+K" /> for quick navigation
            </span>
            <span className="touch-only">Quick navigation</span>
          </button>
        </div>
      </div>
    </footer>
  );
}
