import sharp from 'sharp';
import { IMAGE_UPLOAD_MAX_BYTES, imageMessages } from '#common/images.ts';
import { expect, test, type Page } from './support/test';
import { openHydrated } from './pages-helpers';
import { signInOwner } from './support/owner';
import { describeWithRestartableServer } from './support/restartable-server';
import { E2E_ADMIN_TOKEN } from './support/servers';

/**
 * The console's image library (docs/product.md#images): an image picked, dropped or pasted is
 * uploaded with its alt text and listed with its Markdown; a refusal is said on the page.
 */
const png = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

const uploaded = (page: Page) =>
  page.getByRole('list', { name: 'Uploaded images' }).getByRole('listitem');

describeWithRestartableServer(
  'image library',
  'console-images',
  60,
  (server) => {
    test('an image is picked, uploaded with its alt text and listed with its Markdown', async ({
      page,
      context,
    }) => {
      await signInOwner(page.request, server.origin);
      await openHydrated(page, `${server.origin}/admin/images`);
      await page.getByLabel('Image', { exact: true }).setInputFiles({
        name: 'sunset.png',
        mimeType: 'image/png',
        buffer: await png('#e0663a'),
      });
      await page.getByLabel('Alt text').fill('An orange sunset');
      await page.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
        imageMessages.uploaded,
      );
      const item = uploaded(page).filter({ hasText: 'An orange sunset' });
      await expect(item).toHaveCount(1);
      const image = item.getByRole('img', { name: 'An orange sunset' });
      await expect(image).toHaveAttribute('width', '900');
      await expect(image).toHaveAttribute('height', '600');
      await expect(item.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /480w/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: server.origin,
      });
      await item.getByRole('button', { name: 'Copy Markdown' }).click();
      await expect(item.getByRole('status')).toHaveText('Copied.');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/^!\[An orange sunset\]\(\/images\/[0-9a-f]{32}\.webp\)$/);
    });

    test('an image is dropped or pasted, and a refused one is said with the alt text kept', async ({
      page,
    }) => {
      await signInOwner(page.request, server.origin);
      await openHydrated(page, `${server.origin}/admin/images`);
      const bytes = [...(await png('#3a9be0'))];

      // Dropped on the box.
      const drop = await page.evaluateHandle((data) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(data)], 'dropped.png', { type: 'image/png' }));
        return transfer;
      }, bytes);
      await page.getByTestId('image-drop').dispatchEvent('drop', { dataTransfer: drop });
      await expect(page.getByText('Chosen: dropped.png')).toBeVisible();

      // Pasted anywhere on the screen: the pasted file replaces the dropped one.
      await page.evaluate((data) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(data)], 'pasted.png', { type: 'image/png' }));
        window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer }));
      }, bytes);
      await expect(page.getByText('Chosen: pasted.png')).toBeVisible();
      await page.getByLabel('Alt text').fill('A blue field');
      await page.getByRole('button', { name: 'Upload' }).click();
      await expect(uploaded(page).filter({ hasText: 'A blue field' })).toHaveCount(1);

      // Wrong content behind a right name: the server's message, the alt text kept.
      await page.getByLabel('Image', { exact: true }).setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('this is not an image'),
      });
      await page.getByLabel('Alt text').fill('Not really a photo');
      await page.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByRole('alert')).toHaveText(imageMessages.wrongType);
      await expect(page.getByLabel('Image', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page.getByLabel('Alt text')).toHaveValue('Not really a photo');

      // Over the limit: said at once, nothing sent.
      let sent = false;
      page.on('request', (request) => {
        if (request.method() === 'POST') sent = true;
      });
      await page.getByLabel('Image', { exact: true }).setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1, 1),
      });
      await page.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByRole('alert')).toHaveText(imageMessages.tooLarge);
      expect(sent).toBe(false);
    });

    test('an oversize file sent anyway gets the 413 and its message in the browser', async ({
      page,
    }) => {
      await signInOwner(page.request, server.origin);
      await openHydrated(page, `${server.origin}/admin/images`);
      // The browser's own check is taken away, as an older copy of the page would not have it.
      const answer = await page.evaluate(
        async (size) => {
          const body = new FormData();
          body.set('file', new File([new Uint8Array(size)], 'huge.png', { type: 'image/png' }));
          body.set('alt', 'Too big');
          const response = await fetch('/admin/images/upload', { method: 'POST', body });
          return { status: response.status, body: (await response.json()) as unknown };
        },
        IMAGE_UPLOAD_MAX_BYTES + 256 * 1024,
      );
      expect(answer).toEqual({ status: 413, body: { message: imageMessages.tooLarge } });
    });
  },
  { ADMIN_TOKEN: E2E_ADMIN_TOKEN },
);
