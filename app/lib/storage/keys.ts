/**
 * Every browser storage key of the site (docs/product.md#entities "Browser storage keys"), defined once.
 * The prefix keeps them apart from anything else served from the same origin.
 */
export const STORAGE_KEYS = {
  editorFiles: 'devfolio:editor:files',
  editorActiveId: 'devfolio:editor:active-id',
  editorTheme: 'devfolio:editor:theme',
  editorPreview: 'devfolio:editor:preview',
  ideTree: 'devfolio:ide:tree',
  ideContents: 'devfolio:ide:contents',
  ideTabs: 'devfolio:ide:tabs',
  idePrefs: 'devfolio:ide:prefs',
  chatName: 'devfolio:chat:name',
  /** The site's colour theme (app/shell/theme); also read by the pre-paint script in root.tsx. */
  siteTheme: 'devfolio:site:theme',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Per tab (sessionStorage): room access tokens, one per room id; this tab's presence colour. */
export const SESSION_STORAGE_KEYS = {
  roomTokens: 'devfolio:realtime:room-tokens',
  presenceColor: 'devfolio:presence-color',
} as const;
