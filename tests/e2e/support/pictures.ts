import { expect, type Locator } from '@playwright/test';

/**
 * Every picture in `scope` is shown whole: its frame has the picture's own shape, or the picture
 * is fitted inside it (`object-fit: contain`). A picture cropped by its frame fails, named.
 */
export async function expectPicturesWhole(scope: Locator) {
  const pictures = scope.locator('img:not([aria-hidden="true"])');
  const count = await pictures.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const picture = pictures.nth(index);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const shown = await picture.evaluate((img: HTMLImageElement) => {
      const { width, height } = img.getBoundingClientRect();
      return {
        alt: img.alt,
        fit: getComputedStyle(img).objectFit,
        frameRatio: width / height,
        ownRatio: img.naturalWidth / img.naturalHeight,
      };
    });
    const cropped =
      shown.fit !== 'contain' && Math.abs(shown.frameRatio / shown.ownRatio - 1) > 0.02;
    expect(cropped, `${shown.alt}: ${JSON.stringify(shown)}`).toBe(false);
  }
}
