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

/**
 * What a sample post says; the rest follows from it as types.ts describes: the image is named by
 * the slug, the categories are the main one in lowercase and then `alsoIn`, and a post is not
 * featured unless it says so.
 */
interface PostFacts extends Pick<SamplePost, 'title' | 'excerpt' | 'category' | 'date' | 'tags'> {
  alsoIn?: string[];
  featured?: boolean;
}

function post(slug: string, content: string, facts: PostFacts): SamplePost {
  const { title, excerpt, category, alsoIn = [], date, featured = false, tags } = facts;
  return {
    slug,
    title,
    excerpt,
    category,
    categories: [category.toLowerCase(), ...alsoIn],
    date,
    image: `/images/blog/${slug}.svg`,
    featured,
    tags,
    content,
  };
}

/** Built-in sample posts, newest first; each body is in the file named by its slug. */
export const samplePosts: SamplePost[] = [
  post('writing-in-public-as-a-developer', writingInPublicAsADeveloper, {
    title: 'Writing in Public Made Me a Better Developer',
    excerpt:
      'Two years of publishing technical articles changed how I learn, how I explain decisions to clients and how new work finds me. Why writing is worth it, and a lightweight routine that makes it sustainable.',
    category: 'Career',
    date: '2025-10-02',
    tags: ['writing', 'learning', 'career growth', 'blogging'],
  }),
  post('validate-data-at-the-boundary', validateDataAtTheBoundary, {
    title: 'Stop Trusting JSON: Validating Data at the Boundary with Zod',
    excerpt:
      "TypeScript's guarantees end wherever data enters your program. Parsing requests, responses and environment variables with schemas keeps the types honest, and it is less work than it sounds.",
    category: 'TypeScript',
    alsoIn: ['javascript'],
    date: '2025-09-04',
    tags: ['typescript', 'zod', 'validation', 'api'],
  }),
  post('react-router-7-data-loading', reactRouter7DataLoading, {
    title: 'Data Loading in React Router 7 Without the Waterfalls',
    excerpt:
      'Loaders, actions and generated route types turn React Router 7 into a small full-stack framework. Here is how I structure data loading so pages render fast and stay type-safe.',
    category: 'React',
    alsoIn: ['typescript'],
    date: '2025-08-07',
    tags: ['react router', 'loaders', 'ssr', 'data fetching'],
  }),
  post('immutable-array-methods', immutableArrayMethods, {
    title: 'Change Array by Copy: toSorted, toSpliced, with and Friends',
    excerpt:
      'ES2023 added copying versions of the classic mutating array methods, and ES2024 brought Object.groupBy. Together they remove a surprising amount of defensive spreading from everyday code.',
    category: 'JavaScript',
    date: '2025-06-12',
    tags: ['es2023', 'arrays', 'immutability', 'state'],
  }),
  post('fluid-typography-with-clamp', fluidTypographyWithClamp, {
    title: 'Fluid Typography with clamp() and a Little Arithmetic',
    excerpt:
      'Instead of jumping between font sizes at breakpoints, let type scale smoothly with the viewport. How to derive clamp() values from a type scale, and how to keep them accessible when visitors zoom.',
    category: 'Design',
    alsoIn: ['css'],
    date: '2025-04-24',
    tags: ['typography', 'css', 'responsive design', 'accessibility'],
  }),
  post('react-19-actions-and-forms', react19ActionsAndForms, {
    title: 'Forms in React 19: Actions, useActionState and useOptimistic',
    excerpt:
      'React 19 made forms a first-class citizen. A practical walkthrough of form actions, pending states and optimistic updates, and what they replace in a typical codebase.',
    category: 'React',
    alsoIn: ['typescript'],
    date: '2025-02-20',
    featured: true,
    tags: ['react 19', 'forms', 'actions', 'hooks'],
  }),
  post('estimating-freelance-projects', estimatingFreelanceProjects, {
    title: 'How I Estimate Freelance Web Projects Without Guessing',
    excerpt:
      'Estimates go wrong when they are single numbers built on unstated assumptions. The process I use with clients: break the work down, estimate in ranges, price the risk and write the assumptions into the proposal.',
    category: 'Career',
    date: '2025-01-16',
    tags: ['freelancing', 'estimation', 'clients', 'project management'],
  }),
  post('typescript-satisfies-operator', typescriptSatisfiesOperator, {
    title: 'The satisfies Operator: Type Checking Without Losing Precision',
    excerpt:
      'Annotating a constant widens its type; leaving it unannotated skips validation. The satisfies operator gives you both checking and inference, and it has quietly become one of my most-used TypeScript features.',
    category: 'TypeScript',
    date: '2024-11-21',
    tags: ['typescript', 'satisfies', 'configuration', 'type inference'],
  }),
  post('designing-dark-themes', designingDarkThemes, {
    title: 'Designing a Dark Theme That Is Easy on the Eyes',
    excerpt:
      'A good dark theme is not an inverted light theme. Notes on background choice, elevation, desaturated accents, contrast and the small CSS details that make dark interfaces comfortable to read.',
    category: 'Design',
    alsoIn: ['css'],
    date: '2024-10-17',
    tags: ['dark mode', 'colour', 'accessibility', 'css'],
  }),
  post('abortcontroller-cancel-anything', abortcontrollerCancelAnything, {
    title: 'Cancel Anything with AbortController',
    excerpt:
      'AbortController started life as a way to cancel fetch requests, but it is really a general cancellation primitive. Here is how to use it for timeouts, event listeners and your own async functions.',
    category: 'JavaScript',
    alsoIn: ['typescript'],
    date: '2024-09-05',
    tags: ['abortcontroller', 'fetch', 'async', 'cancellation'],
  }),
  post('code-reviews-that-help', codeReviewsThatHelp, {
    title: 'Code Reviews That Actually Help',
    excerpt:
      'A code review is a conversation, not a gate. What I have learned about writing pull requests that are easy to review, and giving feedback that improves the code without bruising the author.',
    category: 'Career',
    date: '2024-07-18',
    tags: ['code review', 'teamwork', 'pull requests', 'communication'],
  }),
  post('typescript-discriminated-unions', typescriptDiscriminatedUnions, {
    title: 'Making Impossible States Impossible with Discriminated Unions',
    excerpt:
      'A bag of optional fields lets your UI represent states that should never exist. Discriminated unions let the compiler rule them out, and exhaustiveness checks catch the cases you forgot.',
    category: 'TypeScript',
    date: '2024-05-09',
    tags: ['typescript', 'types', 'state modeling', 'unions'],
  }),
  post('you-might-not-need-that-effect', youMightNotNeedThatEffect, {
    title: "You Probably Don't Need That useEffect",
    excerpt:
      'Effects are for synchronising with systems outside React. Most of the effects I remove in code reviews are doing something else, and the component gets simpler and faster without them.',
    category: 'React',
    alsoIn: ['javascript'],
    date: '2024-03-14',
    tags: ['react', 'hooks', 'useeffect', 'state'],
  }),
  post('design-tokens-css-custom-properties', designTokensCssCustomProperties, {
    title: 'Design Tokens with Nothing but CSS Custom Properties',
    excerpt:
      'You do not need a build pipeline to get the benefits of design tokens. A two-layer system of primitive and semantic custom properties gives you consistent spacing, themeable colour and accessible contrast.',
    category: 'Design',
    alsoIn: ['css'],
    date: '2024-02-22',
    tags: ['design systems', 'css', 'custom properties', 'theming'],
  }),
  post('javascript-event-loop-explained', javascriptEventLoopExplained, {
    title: 'How the JavaScript Event Loop Actually Schedules Your Code',
    excerpt:
      'Tasks, microtasks and rendering steps decide when your callbacks run. A practical tour of the event loop, with an ordering puzzle and the patterns that keep pages responsive.',
    category: 'JavaScript',
    date: '2024-01-18',
    tags: ['event loop', 'async', 'promises', 'performance'],
  }),
];
