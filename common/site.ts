/**
 * The owner's details. Edit this one module to make the site yours: every page, meta tag,
 * feed and the footer read from here.
 */

/** Whole years of experience: the about section, the hero snippet and the sample stats say it. */
const YEARS_OF_EXPERIENCE = 8;

export const site = {
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
  social: {
    github: { label: 'GitHub', url: 'https://github.com/alexmorgan' },
    linkedin: { label: 'LinkedIn', url: 'https://www.linkedin.com/in/alexmorgan' },
    instagram: { label: 'Instagram', url: 'https://www.instagram.com/alexmorgan' },
  },
} as const;
