import sanitizeHtml from 'sanitize-html';

/**
 * Post bodies are HTML written by the owner and rendered as-is on the article page, so they are
 * cleaned on the way in: an allow-list of structural tags, code blocks that keep their
 * `language-*` class for highlighting, links and images with safe URL schemes only.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Dropped entirely, not unwrapped: their text is never meant to be read.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}
