import { Menu, Search, X } from 'lucide';
import { Icon } from '../../lib/ui/Icon';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { initialsOf } from '#common/initials.ts';
import { useSite } from '../../lib/site-identity';
import { DockSlot } from '../../lib/dock-slot';
import { scrollToSection } from '../scroll-to-section';
import { ShortcutKey } from '../ShortcutKey';
import { ThemePicker } from '../theme/ThemePicker';
import { NAV_ITEMS, isNavItemActive, sectionHref, type NavItem } from './nav-items';
import { useMenuState } from './use-menu-state';
import { useScrolledPast } from './use-scrolled';
import styles from './nav.module.css';

const MENU_ID = 'site-menu';

interface SiteNavProps {
  onOpenPalette: () => void;
}

/** The top navigation bar (docs/product.md#global-shell "Global shell"). */
export function SiteNav({ onOpenPalette }: SiteNavProps) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast();
  const menu = useMenuState();
  const { open: menuOpen, close: closeMenu } = menu;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { name } = useSite();

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen, closeMenu]);

  const onSectionClick = (event: MouseEvent<HTMLAnchorElement>, item: NavItem) => {
    menu.close();
    // On the home page the section is right here: scroll instead of navigating.
    if (item.kind !== 'section' || pathname !== '/') return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (scrollToSection(item.section)) {
      event.preventDefault();
      window.history.replaceState(window.history.state, '', sectionHref(item.section));
    }
  };

  return (
    <header
      className={`${styles.bar} ${scrolled ? styles.scrolled : ''}`}
      data-scrolled={scrolled}
      data-menu-open={menu.open}
    >
      <div className={styles.inner}>
        <Link to="/" className={`site-bar__home ${styles.logo}`}>
          <span className={`site-bar__mark ${styles.mark}`} aria-hidden="true">
            {initialsOf(name)}
          </span>
          <span className={styles.logoName}>{name}</span>
        </Link>

        <nav id={MENU_ID} className={styles.menu} aria-label="Main">
          <ul className={`site-bar__links ${styles.links}`}>
            {NAV_ITEMS.map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <li key={item.label}>
                  <Link
                    to={item.kind === 'route' ? item.to : sectionHref(item.section)}
                    className={`site-bar__link ${styles.link}`}
                    aria-current={active ? 'page' : undefined}
                    onClick={(event) => onSectionClick(event, item)}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className={styles.actions}>
          <DockSlot place="header" />
          <button
            type="button"
            className={styles.search}
            onClick={onOpenPalette}
            aria-keyshortcuts="Meta+K Control+K"
          >
            <Icon drawing={Search} size={16} aria-hidden="true" />
            <span className={styles.searchLabel}>Search</span>
            <span className={`${styles.searchKey} keyboard-only`} aria-hidden="true">
              <ShortcutKey />
            </span>
          </button>
          <ThemePicker />
          <button
            ref={toggleRef}
            type="button"
            className={styles.menuToggle}
            aria-expanded={menu.open}
            aria-controls={MENU_ID}
            aria-label={menu.open ? 'Close menu' : 'Open menu'}
            onClick={menu.toggle}
          >
            {menu.open ? (
              <Icon drawing={X} size={20} aria-hidden="true" />
            ) : (
              <Icon drawing={Menu} size={20} aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
    </header>
  );
}
