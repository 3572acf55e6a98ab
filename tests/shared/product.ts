/**
 * Lists docs/product.md spells out, in its order: the unit tests check the app's data against
 * them and the browser tests check what a visitor sees, so both stay tied to the one spec.
 */

/** The quick-navigation palette's commands (docs/product.md#quick-navigation-palette). */
export const PALETTE_COMMAND_TITLES = [
  'Go to Home',
  'View Selected Work',
  'About Me',
  'Contact Me',
  'View Blog Posts',
  'All Client Projects',
  'Personal Projects',
];

/** The navigation bar's links (docs/product.md#navigation-bar). */
export const NAV_LABELS = ['Labs', 'Projects', 'Personal Projects', 'Blog', 'About', 'Contact'];
