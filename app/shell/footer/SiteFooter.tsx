import { BriefcaseBusiness, Camera, CodeXml, ExternalLink, Globe } from 'lucide';
import { Icon, type IconDrawing } from '#app/lib/ui/Icon.tsx';
import { useSite } from '#app/lib/site-identity.ts';
import { Link, useRouteLoaderData } from 'react-router';
import { ShortcutKey } from '../ShortcutKey';
import styles from './footer.module.css';

/** Icons of the well-known profiles, found by the link's host; any other link gets a globe. */
const PROFILE_ICONS: [host: RegExp, icon: IconDrawing][] = [
  [/(^|\.)github\.com$/i, CodeXml],
  [/(^|\.)linkedin\.com$/i, BriefcaseBusiness],
  [/(^|\.)instagram\.com$/i, Camera],
];

function profileIcon(url: string): IconDrawing {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  return PROFILE_ICONS.find(([pattern]) => pattern.test(host))?.[1] ?? Globe;
}

interface SiteFooterProps {
  onOpenPalette: () => void;
}

/** Copyright line, the quick-navigation hint and the owner's profile links (docs/product.md#global-shell). */
export function SiteFooter({ onOpenPalette }: SiteFooterProps) {
  // Only the signed-in owner's pages (never cached for anybody else) link to the console.
  const ownerSignedIn = useRouteLoaderData<{ ownerSignedIn?: boolean }>('root')?.ownerSignedIn;
  const site = useSite();
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
          {site.social.map((profile) => {
            return (
              <li key={profile.url}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.profile}
                >
                  <Icon drawing={profileIcon(profile.url)} size={16} aria-hidden="true" />
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
