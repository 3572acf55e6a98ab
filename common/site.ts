import type { ProfileFields } from './types';

/**
 * The owner's profile on the first run: the database is seeded with it (server/db/seed.ts), and
 * it stands in when the database cannot be read. From then on the owner edits the profile in the
 * console (/admin/profile); every page, feed and card reads the stored one.
 */

/** Whole years of experience: the about section, the hero snippet and the sample stats say it. */
const YEARS_OF_EXPERIENCE = 8;

export const DEFAULT_PROFILE: ProfileFields = {
  name: 'Alex Morgan',
  role: 'Full-stack developer',
  tagline: 'I build fast, accessible web products, from the database to the pixels.',
  description:
    'Portfolio and blog of Alex Morgan, a full-stack developer building fast, accessible web products with TypeScript, React and Node.',
  email: 'hello@alexmorgan.dev',
  location: 'Lisbon, Portugal',
  yearsOfExperience: YEARS_OF_EXPERIENCE,
  about: [
    `I have spent ${YEARS_OF_EXPERIENCE}+ years building for the web: product teams at agencies and start-ups, design systems used by dozens of engineers, and real-time tools that thousands of people use every day.`,
    'I care about the whole path from a database row to a pixel on a phone, and about the people on both ends of it. Clean interfaces, honest performance budgets and code that the next person can read.',
  ],
  skills: [
    'TypeScript',
    'React',
    'React Router',
    'Node.js',
    'PostgreSQL',
    'WebSockets',
    'WebRTC',
    'CSS',
    'Accessibility',
    'Design Systems',
    'Testing',
    'Performance',
  ],
  social: [
    { label: 'GitHub', url: 'https://github.com/alexmorgan' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/in/alexmorgan' },
    { label: 'Instagram', url: 'https://www.instagram.com/alexmorgan' },
  ],
  timeline: [
    {
      employer: 'Freelance',
      title: 'Full-stack developer',
      start: '2023-01',
      end: '',
      impact: 'Real-time products and design systems for start-ups across Europe.',
      technologies: ['TypeScript', 'React Router', 'Node.js', 'PostgreSQL'],
    },
    {
      employer: 'Northwind Studio',
      title: 'Senior front-end engineer',
      start: '2020-03',
      end: '2022-12',
      impact: 'Led the design system that cut new screens from weeks to days for 40 engineers.',
      technologies: ['React', 'TypeScript', 'CSS', 'Storybook'],
    },
    {
      employer: 'Harbour Digital',
      title: 'Web developer',
      start: '2018-01',
      end: '2020-02',
      impact: 'Shipped fast, accessible sites for retail and public-sector clients.',
      technologies: ['JavaScript', 'Node.js', 'Accessibility'],
    },
  ],
};
