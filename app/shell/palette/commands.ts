/**
 * The quick-navigation commands of docs/product.md#quick-navigation-palette, in the order the palette lists them. An action
 * either goes to a route or goes home and then scrolls to one of its sections.
 */
import {
  BriefcaseBusiness,
  FolderGit2,
  House,
  LayoutGrid,
  Mail,
  Newspaper,
  UserRound,
} from 'lucide';
import { type IconDrawing } from '#app/lib/ui/Icon.tsx';

export type HomeSection = 'work' | 'about' | 'contact';

export type PaletteAction =
  { kind: 'route'; to: string } | { kind: 'section'; section: HomeSection };

export interface PaletteCommand {
  id: string;
  title: string;
  icon: IconDrawing;
  action: PaletteAction;
  keywords: readonly string[];
}

export const PALETTE_COMMANDS: readonly PaletteCommand[] = [
  {
    id: 'home',
    title: 'Go to Home',
    icon: House,
    action: { kind: 'route', to: '/' },
    keywords: ['home', 'start', 'landing', 'main'],
  },
  {
    id: 'work',
    title: 'View Selected Work',
    icon: LayoutGrid,
    action: { kind: 'section', section: 'work' },
    keywords: ['work', 'portfolio', 'selected', 'showcase', 'case studies'],
  },
  {
    id: 'about',
    title: 'About Me',
    icon: UserRound,
    action: { kind: 'section', section: 'about' },
    keywords: ['about', 'bio', 'skills', 'experience', 'who'],
  },
  {
    id: 'contact',
    title: 'Contact Me',
    icon: Mail,
    action: { kind: 'section', section: 'contact' },
    keywords: ['contact', 'email', 'message', 'hire', 'reach out'],
  },
  {
    id: 'blog',
    title: 'View Blog Posts',
    icon: Newspaper,
    action: { kind: 'route', to: '/blog' },
    keywords: ['blog', 'posts', 'articles', 'writing', 'read'],
  },
  {
    id: 'projects',
    title: 'All Client Projects',
    icon: BriefcaseBusiness,
    action: { kind: 'route', to: '/projects' },
    keywords: ['projects', 'clients', 'portfolio', 'gallery', 'case studies'],
  },
  {
    id: 'personal-projects',
    title: 'Personal Projects',
    icon: FolderGit2,
    action: { kind: 'route', to: '/personal-projects' },
    keywords: ['personal', 'side projects', 'experiments', 'open source', 'hobby'],
  },
];
