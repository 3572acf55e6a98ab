import type { SampleProject } from './types';

/** Client work, in the order the home page shows it (the home grid takes the first four). */
export const sampleClientProjects: SampleProject[] = [
  {
    slug: 'harbor-pine-storefront',
    title: 'Harbor & Pine Storefront',
    category: 'web',
    description:
      'A headless storefront for an outdoor apparel brand: server-rendered product pages, instant search and a streamlined checkout that cut cart abandonment by 18%.',
    image: '/images/projects/harbor-pine-storefront.svg',
    url: 'https://example.com/harbor-and-pine',
    tags: ['React', 'TypeScript', 'Headless Commerce', 'Performance'],
    categories: ['web'],
    type: 'client',
  },
  {
    slug: 'lumen-health-portal',
    title: 'Lumen Health Patient Portal',
    category: 'fullstack',
    description:
      'A patient portal for a network of clinics with appointment booking, secure messaging and lab results. Built end to end, from the PostgreSQL schema to the accessible React front end.',
    image: '/images/projects/lumen-health-portal.svg',
    url: 'https://example.com/lumen-health',
    tags: ['React Router', 'Node.js', 'PostgreSQL', 'WebSockets'],
    categories: ['fullstack', 'web'],
    type: 'client',
  },
  {
    slug: 'atlas-finance-dashboard',
    title: 'Atlas Finance Dashboard',
    category: 'ui',
    description:
      'Design system and dashboard UI for a B2B treasury platform: 60+ accessible components, data-dense tables and charts that stay legible in both light and dark themes.',
    image: '/images/projects/atlas-finance-dashboard.svg',
    url: 'https://example.com/atlas-finance',
    tags: ['Design Systems', 'Figma', 'React', 'Storybook'],
    categories: ['ui'],
    type: 'client',
  },
  {
    slug: 'brightpath-learning',
    title: 'Brightpath Learning Platform',
    category: 'fullstack',
    description:
      'An online course platform for a coding bootcamp, with video lessons, in-browser exercises, progress tracking and a cohort dashboard for instructors.',
    image: '/images/projects/brightpath-learning.svg',
    url: 'https://example.com/brightpath',
    tags: ['TypeScript', 'React', 'Express', 'Stripe'],
    categories: ['fullstack', 'ui'],
    type: 'client',
  },
];

/**
 * Personal projects. 'Algorithm Visualizer' and 'FluxBuilder' are listed here on purpose: the
 * personal projects page hides them by rule because they live under /labs instead.
 */
export const samplePersonalProjects: SampleProject[] = [
  {
    slug: 'algorithm-visualizer',
    title: 'Algorithm Visualizer',
    category: 'education',
    description:
      'Step-by-step animations of breadth-first search, depth-first search, Dijkstra and red-black tree insertion on an interactive grid.',
    image: '/images/projects/algorithm-visualizer.svg',
    url: 'https://example.com/algorithm-visualizer',
    tags: ['TypeScript', 'Canvas', 'Algorithms'],
    categories: ['education', 'web'],
    type: 'personal',
  },
  {
    slug: 'fluxbuilder',
    title: 'FluxBuilder',
    category: 'tool',
    description:
      'A drag-and-drop page builder that snaps sections to a grid and exports clean, semantic HTML and CSS with no runtime attached.',
    image: '/images/projects/fluxbuilder.svg',
    url: 'https://example.com/fluxbuilder',
    tags: ['JavaScript', 'Drag and Drop', 'HTML', 'CSS'],
    categories: ['tool', 'web'],
    type: 'personal',
  },
  {
    slug: 'regex-playground',
    title: 'Regex Playground',
    category: 'tool',
    description:
      'A live regular expression tester with match highlighting, named-group inspection and a plain-English explanation of every token. Matching runs in a Web Worker, so runaway patterns never freeze the page.',
    image: '/images/projects/regex-playground.svg',
    url: 'https://example.com/regex-playground',
    tags: ['TypeScript', 'React', 'Web Workers'],
    categories: ['tool', 'web'],
    type: 'personal',
  },
  {
    slug: 'contrast-checker',
    title: 'Palette Contrast Checker',
    category: 'tool',
    description:
      'Paste a colour palette and see every text and background pair scored against WCAG AA and AAA, with the nearest passing shade suggested for each failure.',
    image: '/images/projects/contrast-checker.svg',
    url: 'https://example.com/contrast-checker',
    tags: ['Accessibility', 'Colour', 'TypeScript'],
    categories: ['tool', 'education'],
    type: 'personal',
  },
  {
    slug: 'typescript-katas',
    title: 'TypeScript Katas',
    category: 'education',
    description:
      'Thirty small, test-driven exercises that teach the TypeScript type system, from narrowing and generics to conditional and mapped types, with instant feedback in the browser.',
    image: '/images/projects/typescript-katas.svg',
    url: 'https://example.com/typescript-katas',
    tags: ['TypeScript', 'Education', 'Monaco Editor'],
    categories: ['education'],
    type: 'personal',
  },
  {
    slug: 'accessibility-field-guide',
    title: 'Accessibility Field Guide',
    category: 'education',
    description:
      'An interactive guide to building accessible components, where every pattern comes with a live demo, keyboard map and screen-reader transcript.',
    image: '/images/projects/accessibility-field-guide.svg',
    url: 'https://example.com/a11y-field-guide',
    tags: ['Accessibility', 'ARIA', 'HTML', 'React'],
    categories: ['education', 'web'],
    type: 'personal',
  },
  {
    slug: 'generative-gradients',
    title: 'Generative Gradients',
    category: 'creative',
    description:
      'A generative art toy that grows flowing mesh gradients from noise fields. Tweak the seed and palette, then export any frame as an SVG or a 4K wallpaper.',
    image: '/images/projects/generative-gradients.svg',
    url: 'https://example.com/generative-gradients',
    tags: ['Canvas', 'Generative Art', 'SVG'],
    categories: ['creative'],
    type: 'personal',
  },
  {
    slug: 'pixel-sequencer',
    title: 'Pixel Sequencer',
    category: 'creative',
    description:
      'A 16-step drum machine and synth grid built on the Web Audio API, with swing, per-step velocity and patterns that are shareable through the URL.',
    image: '/images/projects/pixel-sequencer.svg',
    url: 'https://example.com/pixel-sequencer',
    tags: ['Web Audio API', 'JavaScript', 'Music'],
    categories: ['creative', 'web'],
    type: 'personal',
  },
  {
    slug: 'markdown-notes',
    title: 'Markdown Notes',
    category: 'web',
    description:
      'An offline-first notes app with markdown editing, full-text search and background sync across devices. Installable as a PWA and fully usable without a connection.',
    image: '/images/projects/markdown-notes.svg',
    url: 'https://example.com/markdown-notes',
    tags: ['PWA', 'IndexedDB', 'Service Workers', 'React'],
    categories: ['web', 'tool'],
    type: 'personal',
  },
  {
    slug: 'weather-canvas',
    title: 'Weather Canvas',
    category: 'web',
    description:
      'A minimalist weather app that paints current conditions as a calm animated scene: drifting clouds, falling rain or a slow sunset, all respecting reduced-motion settings.',
    image: '/images/projects/weather-canvas.svg',
    url: 'https://example.com/weather-canvas',
    tags: ['React', 'Canvas', 'Geolocation API'],
    categories: ['web', 'creative'],
    type: 'personal',
  },
];
