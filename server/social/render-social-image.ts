import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { socialCardSvg, type SocialCard } from './social-card-svg';

const require = createRequire(import.meta.url);

/**
 * The card's font as files: the rasteriser reads TrueType only (the site's own fonts are woff2),
 * and nothing may depend on the fonts a server happens to have installed.
 */
const FONT_FILES = [
  require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
];

/**
 * Draws a card as a PNG, off the event loop (resvg renders on libuv's thread pool). The
 * rasteriser is a native library loaded on the first card drawn: only link previews ask for
 * cards, and loading it at start cost an idle instance 2–4 MB of memory it may never use.
 */
export async function renderSocialImage(card: SocialCard): Promise<Buffer> {
  const { renderAsync } = await import('@resvg/resvg-js');
  const rendered = await renderAsync(socialCardSvg(card), {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  });
  return rendered.asPng();
}

const LOCAL_COVER = /^\/images\/[\w/-]+\.svg$/;

/**
 * A post's cover as SVG text when it is one of the site's own SVG files; anything else (another
 * site's picture, a raster image) gives a card without a cover: nothing here fetches from the
 * internet, and `..` never leaves the public folder.
 */
export async function readLocalCover(
  image: string,
  publicDir: string,
): Promise<string | undefined> {
  if (!LOCAL_COVER.test(image) || image.includes('..')) return undefined;
  try {
    return await readFile(path.join(publicDir, image), 'utf8');
  } catch {
    return undefined;
  }
}
