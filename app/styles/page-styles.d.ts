/** Built by vite.config.ts: the browser build's CSS by URL, on the server only (else empty). */
declare module 'virtual:page-styles' {
  export const pageStyles: Readonly<Record<string, string>>;
}
