import type { FluxDocument } from '../model/blocks';

/** What a first-time visitor sees: a small page to play with rather than an empty one. */
export function starterDocument(): FluxDocument {
  return {
    title: 'My page',
    blocks: [
      {
        id: 'starter-heading',
        type: 'heading',
        text: 'Hello, I build things',
        level: 1,
        align: 'left',
      },
      {
        id: 'starter-text',
        type: 'text',
        text: 'This page was made with FluxBuilder. Drag blocks from the palette, select one to edit it, then export the page as a single HTML file.',
        align: 'left',
      },
      {
        id: 'starter-button',
        type: 'button',
        label: 'Say hello',
        href: 'mailto:hello@example.com',
        variant: 'primary',
        align: 'left',
      },
    ],
  };
}
