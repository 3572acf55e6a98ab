const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML text and in double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

const SAFE_LINK = /^(https?:|mailto:|tel:|#|\.{0,2}\/|[^:/?#]+(?:[/?#]|$))/i;
const SAFE_IMAGE =
  /^(https?:|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]|\.{0,2}\/|[^:/?#]+(?:[/?#]|$))/i;

/**
 * Links may point to web pages, mail, phone numbers, anchors and relative paths; anything
 * else (javascript:, data:, vbscript:, ...) becomes '#'. Control characters and spaces that
 * browsers ignore inside a scheme are removed before checking.
 */
export function safeLinkUrl(url: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '');
  return cleaned !== '' && SAFE_LINK.test(cleaned) ? url.trim() : '#';
}

/** Images: web addresses, relative paths and raster or SVG data URLs (scripts never run in <img>). */
export function safeImageUrl(url: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '');
  return SAFE_IMAGE.test(cleaned) ? url.trim() : '';
}
