import type { SamplePost } from '../types';
import { content as writingInPublicAsADeveloper } from './writing-in-public-as-a-developer';
import { content as validateDataAtTheBoundary } from './validate-data-at-the-boundary';
import { content as reactRouter7DataLoading } from './react-router-7-data-loading';
import { content as immutableArrayMethods } from './immutable-array-methods';
import { content as fluidTypographyWithClamp } from './fluid-typography-with-clamp';
import { content as react19ActionsAndForms } from './react-19-actions-and-forms';
import { content as estimatingFreelanceProjects } from './estimating-freelance-projects';
import { content as typescriptSatisfiesOperator } from './typescript-satisfies-operator';
import { content as designingDarkThemes } from './designing-dark-themes';
import { content as abortcontrollerCancelAnything } from './abortcontroller-cancel-anything';
import { content as codeReviewsThatHelp } from './code-reviews-that-help';
import { content as typescriptDiscriminatedUnions } from './typescript-discriminated-unions';
import { content as youMightNotNeedThatEffect } from './you-might-not-need-that-effect';
import { content as designTokensCssCustomProperties } from './design-tokens-css-custom-properties';
import { content as javascriptEventLoopExplained } from './javascript-event-loop-explained';

/** Built-in sample posts, newest first; each body is in the file named by its slug. */
export const samplePosts: SamplePost[] = [
  {
    slug: 'writing-in-public-as-a-developer',
    title: 'Writing in Public Made Me a Better Developer',
    excerpt:
      'Two years of publishing technical articles changed how I learn, how I explain decisions to clients and how new work finds me. Why writing is worth it, and a lightweight routine that makes it sustainable.',
    category: 'Career',
    categories: ['career'],
    date: '2025-10-02',
    image: '/images/blog/writing-in-public-as-a-developer.svg',
    featured: false,
    tags: ['writing', 'learning', 'career growth', 'blogging'],
    content: writingInPublicAsADeveloper,
  },
  {
    slug: 'validate-data-at-the-boundary',
    title: 'Stop Trusting JSON: Validating Data at the Boundary with Zod',
    excerpt:
      "TypeScript's guarantees end wherever data enters your program. Parsing requests, responses and environment variables with schemas keeps the types honest, and it is less work than it sounds.",
    category: 'TypeScript',
    categories: ['typescript', 'javascript'],
    date: '2025-09-04',
    image: '/images/blog/validate-data-at-the-boundary.svg',
    featured: false,
    tags: ['typescript', 'zod', 'validation', 'api'],
    content: validateDataAtTheBoundary,
  },
  {
    slug: 'react-router-7-data-loading',
    title: 'Data Loading in React Router 7 Without the Waterfalls',
    excerpt:
      'Loaders, actions and generated route types turn React Router 7 into a small full-stack framework. Here is how I structure data loading so pages render fast and stay type-safe.',
    category: 'React',
    categories: ['react', 'typescript'],
    date: '2025-08-07',
    image: '/images/blog/react-router-7-data-loading.svg',
    featured: false,
    tags: ['react router', 'loaders', 'ssr', 'data fetching'],
    content: reactRouter7DataLoading,
  },
  {
    slug: 'immutable-array-methods',
    title: 'Change Array by Copy: toSorted, toSpliced, with and Friends',
    excerpt:
      'ES2023 added copying versions of the classic mutating array methods, and ES2024 brought Object.groupBy. Together they remove a surprising amount of defensive spreading from everyday code.',
    category: 'JavaScript',
    categories: ['javascript'],
    date: '2025-06-12',
    image: '/images/blog/immutable-array-methods.svg',
    featured: false,
    tags: ['es2023', 'arrays', 'immutability', 'state'],
    content: immutableArrayMethods,
  },
  {
    slug: 'fluid-typography-with-clamp',
    title: 'Fluid Typography with clamp() and a Little Arithmetic',
    excerpt:
      'Instead of jumping between font sizes at breakpoints, let type scale smoothly with the viewport. How to derive clamp() values from a type scale, and how to keep them accessible when visitors zoom.',
    category: 'Design',
    categories: ['design', 'css'],
    date: '2025-04-24',
    image: '/images/blog/fluid-typography-with-clamp.svg',
    featured: false,
    tags: ['typography', 'css', 'responsive design', 'accessibility'],
    content: fluidTypographyWithClamp,
  },
  {
    slug: 'react-19-actions-and-forms',
    title: 'Forms in React 19: Actions, useActionState and useOptimistic',
    excerpt:
      'React 19 made forms a first-class citizen. A practical walkthrough of form actions, pending states and optimistic updates, and what they replace in a typical codebase.',
    category: 'React',
    categories: ['react', 'typescript'],
    date: '2025-02-20',
    image: '/images/blog/react-19-actions-and-forms.svg',
    featured: true,
    tags: ['react 19', 'forms', 'actions', 'hooks'],
    content: react19ActionsAndForms,
  },
  {
    slug: 'estimating-freelance-projects',
    title: 'How I Estimate Freelance Web Projects Without Guessing',
    excerpt:
      'Estimates go wrong when they are single numbers built on unstated assumptions. The process I use with clients: break the work down, estimate in ranges, price the risk and write the assumptions into the proposal.',
    category: 'Career',
    categories: ['career'],
    date: '2025-01-16',
    image: '/images/blog/estimating-freelance-projects.svg',
    featured: false,
    tags: ['freelancing', 'estimation', 'clients', 'project management'],
    content: estimatingFreelanceProjects,
  },
  {
    slug: 'typescript-satisfies-operator',
    title: 'The satisfies Operator: Type Checking Without Losing Precision',
    excerpt:
      'Annotating a constant widens its type; leaving it unannotated skips validation. The satisfies operator gives you both checking and inference, and it has quietly become one of my most-used TypeScript features.',
    category: 'TypeScript',
    categories: ['typescript'],
    date: '2024-11-21',
    image: '/images/blog/typescript-satisfies-operator.svg',
    featured: false,
    tags: ['typescript', 'satisfies', 'configuration', 'type inference'],
    content: typescriptSatisfiesOperator,
  },
  {
    slug: 'designing-dark-themes',
    title: 'Designing a Dark Theme That Is Easy on the Eyes',
    excerpt:
      'A good dark theme is not an inverted light theme. Notes on background choice, elevation, desaturated accents, contrast and the small CSS details that make dark interfaces comfortable to read.',
    category: 'Design',
    categories: ['design', 'css'],
    date: '2024-10-17',
    image: '/images/blog/designing-dark-themes.svg',
    featured: false,
    tags: ['dark mode', 'colour', 'accessibility', 'css'],
    content: designingDarkThemes,
  },
  {
    slug: 'abortcontroller-cancel-anything',
    title: 'Cancel Anything with AbortController',
    excerpt:
      'AbortController started life as a way to cancel fetch requests, but it is really a general cancellation primitive. Here is how to use it for timeouts, event listeners and your own async functions.',
    category: 'JavaScript',
    categories: ['javascript', 'typescript'],
    date: '2024-09-05',
    image: '/images/blog/abortcontroller-cancel-anything.svg',
    featured: false,
    tags: ['abortcontroller', 'fetch', 'async', 'cancellation'],
    content: abortcontrollerCancelAnything,
  },
  {
    slug: 'code-reviews-that-help',
    title: 'Code Reviews That Actually Help',
    excerpt:
      'A code review is a conversation, not a gate. What I have learned about writing pull requests that are easy to review, and giving feedback that improves the code without bruising the author.',
    category: 'Career',
    categories: ['career'],
    date: '2024-07-18',
    image: '/images/blog/code-reviews-that-help.svg',
    featured: false,
    tags: ['code review', 'teamwork', 'pull requests', 'communication'],
    content: codeReviewsThatHelp,
  },
  {
    slug: 'typescript-discriminated-unions',
    title: 'Making Impossible States Impossible with Discriminated Unions',
    excerpt:
      'A bag of optional fields lets your UI represent states that should never exist. Discriminated unions let the compiler rule them out, and exhaustiveness checks catch the cases you forgot.',
    category: 'TypeScript',
    categories: ['typescript'],
    date: '2024-05-09',
    image: '/images/blog/typescript-discriminated-unions.svg',
    featured: false,
    tags: ['typescript', 'types', 'state modeling', 'unions'],
    content: typescriptDiscriminatedUnions,
  },
  {
    slug: 'you-might-not-need-that-effect',
    title: "You Probably Don't Need That useEffect",
    excerpt:
      'Effects are for synchronising with systems outside React. Most of the effects I remove in code reviews are doing something else, and the component gets simpler and faster without them.',
    category: 'React',
    categories: ['react', 'javascript'],
    date: '2024-03-14',
    image: '/images/blog/you-might-not-need-that-effect.svg',
    featured: false,
    tags: ['react', 'hooks', 'useeffect', 'state'],
    content: youMightNotNeedThatEffect,
  },
  {
    slug: 'design-tokens-css-custom-properties',
    title: 'Design Tokens with Nothing but CSS Custom Properties',
    excerpt:
      'You do not need a build pipeline to get the benefits of design tokens. A two-layer system of primitive and semantic custom properties gives you consistent spacing, themeable colour and accessible contrast.',
    category: 'Design',
    categories: ['design', 'css'],
    date: '2024-02-22',
    image: '/images/blog/design-tokens-css-custom-properties.svg',
    featured: false,
    tags: ['design systems', 'css', 'custom properties', 'theming'],
    content: designTokensCssCustomProperties,
  },
  {
    slug: 'javascript-event-loop-explained',
    title: 'How the JavaScript Event Loop Actually Schedules Your Code',
    excerpt:
      'Tasks, microtasks and rendering steps decide when your callbacks run. A practical tour of the event loop, with an ordering puzzle and the patterns that keep pages responsive.',
    category: 'JavaScript',
    categories: ['javascript'],
    date: '2024-01-18',
    image: '/images/blog/javascript-event-loop-explained.svg',
    featured: false,
    tags: ['event loop', 'async', 'promises', 'performance'],
    content: javascriptEventLoopExplained,
  },
];
