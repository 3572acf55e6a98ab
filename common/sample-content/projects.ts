import type { ProjectType } from '../types';
import { sampleCaseStudies } from './case-studies';
import type { SampleProject } from './types';

/**
 * What a sample project says; the rest follows from it: the image is named by the slug, the
 * categories are the main one and then `alsoIn`, and the case study is the slug's in
 * case-studies.ts.
 */
interface ProjectFacts extends Pick<SampleProject, 'title' | 'category' | 'description' | 'tags'> {
  alsoIn?: string[];
  /** Where the project itself can be seen; none by default (a case study is linked instead). */
  url?: string;
}

const projectOf =
  (type: ProjectType) =>
  (slug: string, facts: ProjectFacts): SampleProject => {
    const { title, category, alsoIn = [], description, url = '', tags } = facts;
    return {
      slug,
      writeUp: sampleCaseStudies[slug] ?? '',
      title,
      category,
      description,
      image: `/images/projects/${slug}.svg`,
      url,
      tags,
      categories: [category, ...alsoIn],
      type,
    };
  };
const client = projectOf('client');
const personal = projectOf('personal');

/** Client work, in the order the home page shows it (the home grid takes the first four). */
export const sampleClientProjects: SampleProject[] = [
  client('harbor-pine-storefront', {
    title: 'Harbor & Pine Storefront',
    category: 'web',
    description:
      'A headless storefront for an outdoor apparel brand: server-rendered product pages, instant search and a streamlined checkout that cut cart abandonment by 18%.',
    tags: ['React', 'TypeScript', 'Headless Commerce', 'Performance'],
  }),
  client('lumen-health-portal', {
    title: 'Lumen Health Patient Portal',
    category: 'fullstack',
    alsoIn: ['web'],
    description:
      'A patient portal for a network of clinics with appointment booking, secure messaging and lab results. Built end to end, from the PostgreSQL schema to the accessible React front end.',
    tags: ['React Router', 'Node.js', 'PostgreSQL', 'WebSockets'],
  }),
  client('atlas-finance-dashboard', {
    title: 'Atlas Finance Dashboard',
    category: 'ui',
    description:
      'Design system and dashboard UI for a B2B treasury platform: 60+ accessible components, data-dense tables and charts that stay legible in both light and dark themes.',
    tags: ['Design Systems', 'Figma', 'React', 'Storybook'],
  }),
  client('brightpath-learning', {
    title: 'Brightpath Learning Platform',
    category: 'fullstack',
    alsoIn: ['ui'],
    description:
      'An online course platform for a coding bootcamp, with video lessons, in-browser exercises, progress tracking and a cohort dashboard for instructors.',
    tags: ['TypeScript', 'React', 'Express', 'Stripe'],
  }),
];

/**
 * Personal projects. 'Algorithm Visualizer' and 'FluxBuilder' are listed here on purpose: the
 * personal projects page hides them by rule because they live under /labs instead.
 */
export const samplePersonalProjects: SampleProject[] = [
  personal('algorithm-visualizer', {
    title: 'Algorithm Visualizer',
    category: 'education',
    alsoIn: ['web'],
    description:
      'Step-by-step animations of breadth-first search, depth-first search, Dijkstra and red-black tree insertion on an interactive grid.',
    url: '/algo',
    tags: ['TypeScript', 'Canvas', 'Algorithms'],
  }),
  personal('fluxbuilder', {
    title: 'FluxBuilder',
    category: 'tool',
    alsoIn: ['web'],
    description:
      'A drag-and-drop page builder that snaps sections to a grid and exports clean, semantic HTML and CSS with no runtime attached.',
    url: '/fluxbuilder',
    tags: ['JavaScript', 'Drag and Drop', 'HTML', 'CSS'],
  }),
  personal('regex-playground', {
    title: 'Regex Playground',
    category: 'tool',
    alsoIn: ['web'],
    description:
      'A live regular expression tester with match highlighting, named-group inspection and a plain-English explanation of every token. Matching runs in a Web Worker, so runaway patterns never freeze the page.',
    tags: ['TypeScript', 'React', 'Web Workers'],
  }),
  personal('contrast-checker', {
    title: 'Palette Contrast Checker',
    category: 'tool',
    alsoIn: ['education'],
    description:
      'Paste a colour palette and see every text and background pair scored against WCAG AA and AAA, with the nearest passing shade suggested for each failure.',
    tags: ['Accessibility', 'Colour', 'TypeScript'],
  }),
  personal('typescript-katas', {
    title: 'TypeScript Katas',
    category: 'education',
    description:
      'Thirty small, test-driven exercises that teach the TypeScript type system, from narrowing and generics to conditional and mapped types, with instant feedback in the browser.',
    tags: ['TypeScript', 'Education', 'Monaco Editor'],
  }),
  personal('accessibility-field-guide', {
    title: 'Accessibility Field Guide',
    category: 'education',
    alsoIn: ['web'],
    description:
      'An interactive guide to building accessible components, where every pattern comes with a live demo, keyboard map and screen-reader transcript.',
    tags: ['Accessibility', 'ARIA', 'HTML', 'React'],
  }),
  personal('generative-gradients', {
    title: 'Generative Gradients',
    category: 'creative',
    description:
      'A generative art toy that grows flowing mesh gradients from noise fields. Tweak the seed and palette, then export any frame as an SVG or a 4K wallpaper.',
    tags: ['Canvas', 'Generative Art', 'SVG'],
  }),
  personal('pixel-sequencer', {
    title: 'Pixel Sequencer',
    category: 'creative',
    alsoIn: ['web'],
    description:
      'A 16-step drum machine and synth grid built on the Web Audio API, with swing, per-step velocity and patterns that are shareable through the URL.',
    tags: ['Web Audio API', 'JavaScript', 'Music'],
  }),
  personal('markdown-notes', {
    title: 'Markdown Notes',
    category: 'web',
    alsoIn: ['tool'],
    description:
      'An offline-first notes app with markdown editing, full-text search and background sync across devices. Installable as a PWA and fully usable without a connection.',
    tags: ['PWA', 'IndexedDB', 'Service Workers', 'React'],
  }),
  personal('weather-canvas', {
    title: 'Weather Canvas',
    category: 'web',
    alsoIn: ['creative'],
    description:
      'A minimalist weather app that paints current conditions as a calm animated scene: drifting clouds, falling rain or a slow sunset, all respecting reduced-motion settings.',
    tags: ['React', 'Canvas', 'Geolocation API'],
  }),
];
