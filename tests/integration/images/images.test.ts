import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_PATH,
  imageMessages,
  type StoredImage,
} from '#common/images.ts';
import { SIGNED_OUT_UPLOAD_MESSAGE } from '#app/features/console/images.server.ts';
import { CROSS_SITE_MESSAGE } from '#server/auth/refuse-cross-site.ts';
import { createLogger } from '#server/logger.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { rawRequest } from '../pages/support/raw-request';
import { productionBuildReady, productionTestConfig } from '../support/production-server';
import { serverForSuite } from '../support/suite-server';

/**
 * Image uploads on the production build (docs/product.md#images): checked by their content,
 * refused with a message the console shows, made into AVIF and WebP variants served from
 * content-hashed addresses for a year, and only ever for the signed-in owner.
 */
const buildReady = productionBuildReady('image tests');

const ADMIN_TOKEN = 'images-test-admin-token-0123456789';
const PASSWORD = 'a long enough passphrase';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Started {
  server: RunningServer;
  dataDir: string;
}

const photo = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#2a6fdb' } })
    .toFormat(format)
    .toBuffer();

describe.skipIf(!buildReady)('image uploads', () => {
  const started = serverForSuite<Started>(
    async () => {
      const { config, dataDir } = productionTestConfig('images-', { ADMIN_TOKEN });
      return { server: await startServer(config, createLogger('silent')), dataDir };
    },
    async ({ server, dataDir }) => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    120_000,
  );
  const base = () => started().server.url;
  const sameSite = () => ({ origin: new URL(base()).origin, 'sec-fetch-site': 'same-origin' });

  let cookie: string | undefined;
  async function signIn(): Promise<string> {
    if (cookie) return cookie;
    const answer = await fetch(`${base()}/admin/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...sameSite() },
      body: new URLSearchParams({
        intent: 'first-password',
        adminToken: ADMIN_TOKEN,
        password: PASSWORD,
        confirm: PASSWORD,
      }).toString(),
    });
    expect(answer.status).toBe(302);
    cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
    return cookie;
  }

  const form = (
    bytes: Uint8Array<ArrayBuffer>,
    name: string,
    type: string,
    alt = 'A blue square',
  ) => {
    const body = new FormData();
    body.set('file', new Blob([bytes], { type }), name);
    body.set('alt', alt);
    return body;
  };

  async function upload(body: FormData, headers: Record<string, string> = {}) {
    const response = await fetch(`${base()}${IMAGE_UPLOAD_PATH}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: await signIn(), ...sameSite(), ...headers },
      body,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as {
        image?: StoredImage;
        message: string;
        field?: string;
      },
    };
  }

  it('stores an image as AVIF and WebP at each width, served immutable from hashed addresses', async () => {
    const answer = await upload(form(await photo(1200, 800), 'photo.png', 'image/png'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const image = answer.body.image!;
    expect(image).toMatchObject({ alt: 'A blue square', width: 1200, height: 800 });
    expect(
      image.variants.map((variant) => [variant.format, variant.width, variant.height]),
    ).toEqual([
      ['avif', 480, 320],
      ['webp', 480, 320],
      ['avif', 960, 640],
      ['webp', 960, 640],
      ['avif', 1200, 800],
      ['webp', 1200, 800],
    ]);
    for (const variant of image.variants) {
      expect(variant.url).toMatch(/^\/images\/[0-9a-f]{32}\.(avif|webp)$/);
      const served = await fetch(`${base()}${variant.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(`image/${variant.format}`);
      expect(served.headers.get('cache-control')).toBe(IMMUTABLE);
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata.width).toBe(variant.width);
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
    }
    // The same file again is stored once, with the alt text given last.
    const again = await upload(form(await photo(1200, 800), 'copy.png', 'image/png', 'Blue'));
    expect(again.body.image).toEqual({ ...image, alt: 'Blue' });
    expect((await fetch(`${base()}/images/${'0'.repeat(32)}.webp`)).status).toBe(404);
    expect((await fetch(`${base()}/images/..%2Fpackage.json`)).status).toBe(404);
  });

  it('accepts JPEG, GIF and WebP by their content whatever their name, and never enlarges', async () => {
    const small = await upload(
      form(await photo(300, 200, 'gif'), 'tiny.bin', 'application/octet-stream'),
    );
    expect(small.status).toBe(200);
    expect(small.body.image!.variants.map((variant) => variant.width)).toEqual([300, 300]);
    const jpeg = await upload(form(await photo(500, 500, 'jpeg'), 'photo.webp', 'image/webp'));
    expect(jpeg.status).toBe(200);

    // Past the 100 kB of other forms: noise does not compress (about 380 kB as PNG).
    const noise = await sharp(randomBytes(420 * 300 * 3), {
      raw: { width: 420, height: 300, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(300 * 1024);
    expect((await upload(form(noise, 'noise.png', 'image/png'))).status).toBe(200);
  });

  it('refuses what is not one of the five image types, SVG included, with a message', async () => {
    const text = new TextEncoder().encode('just some text, not an image at all');
    const wrong = await upload(form(text, 'holiday.png', 'image/png'));
    expect(wrong.status).toBe(415);
    expect(wrong.body).toEqual({ message: imageMessages.wrongType, field: 'file' });

    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refusedSvg = await upload(form(svg, 'logo.png', 'image/png'));
    expect(refusedSvg.status).toBe(415);
    expect(refusedSvg.body.message).toBe(imageMessages.svg);

    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj<<>>endobj\n');
    expect((await upload(form(pdf, 'scan.jpg', 'image/jpeg'))).status).toBe(415);
  });

  it('refuses a damaged image with a valid header, and a missing file or alt text', async () => {
    const whole = await photo(800, 600);
    const broken = await upload(form(whole.subarray(0, 120), 'cut.png', 'image/png'));
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: imageMessages.broken, field: 'file' });

    const noAlt = await upload(form(whole, 'photo.png', 'image/png', '   '));
    expect(noAlt.status).toBe(400);
    expect(noAlt.body).toEqual({ message: imageMessages.altRequired, field: 'alt' });

    const noFile = new FormData();
    noFile.set('alt', 'Nothing');
    expect((await upload(noFile)).body).toEqual({ message: imageMessages.noFile, field: 'file' });
  });

  it('answers an oversize upload with 413 and the message before the connection closes', async () => {
    const boundary = 'oversize-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nBig\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    );
    const file = Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 512 * 1024, 7);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const headers = {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: await signIn(),
      ...sameSite(),
    };
    // The whole body is sent, as a browser sends it; a reset would reject the request instead.
    const declared = await rawRequest(`${base()}${IMAGE_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(head.length + file.length + tail.length) },
      body: [head, file, tail],
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({ message: imageMessages.tooLarge });

    // Without a declared length, the body is cut off where it passes the limit.
    const chunked = await rawRequest(`${base()}${IMAGE_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { ...headers, 'transfer-encoding': 'chunked' },
      body: [head, file, tail],
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ message: imageMessages.tooLarge });

    // The library's own form, posted without JavaScript, gets a page that says why.
    const page = await rawRequest(`${base()}/admin/images`, {
      method: 'POST',
      headers: {
        ...headers,
        accept: 'text/html',
        'sec-fetch-mode': 'navigate',
        'content-length': String(head.length + file.length + tail.length),
      },
      body: [head, file, tail],
    });
    expect(page.status).toBe(413);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(imageMessages.tooLarge);
    expect(page.body).toContain('href="/admin/images"');
  });

  it('takes uploads from the signed-in owner only, and never from another site', async () => {
    const body = form(await photo(100, 100), 'photo.png', 'image/png');
    const anonymous = await fetch(`${base()}${IMAGE_UPLOAD_PATH}`, {
      method: 'POST',
      headers: sameSite(),
      body,
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: SIGNED_OUT_UPLOAD_MESSAGE });
    const crossSite = await fetch(`${base()}${IMAGE_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { cookie: await signIn(), 'sec-fetch-site': 'cross-site' },
      body,
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    const page = await fetch(`${base()}/admin/images`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    const read = await fetch(`${base()}${IMAGE_UPLOAD_PATH}`, { redirect: 'manual' });
    expect(read.status).toBe(302);
    expect(read.headers.get('location')).toBe('/admin/images');
  });

  it('lists the images on /admin/images, and its form works without JavaScript', async () => {
    const body = form(await photo(640, 480), 'form.png', 'image/png', 'Uploaded by the plain form');
    const posted = await fetch(`${base()}/admin/images`, {
      method: 'POST',
      headers: { cookie: await signIn(), ...sameSite() },
      body,
    });
    expect(posted.status).toBe(200);
    const html = await posted.text();
    expect(html).toContain(imageMessages.uploaded);
    expect(html).toContain('Uploaded by the plain form');
    expect(html).toMatch(/<source type="image\/avif" srcSet="\/images\/[0-9a-f]{32}\.avif 480w/);

    const refused = await fetch(`${base()}/admin/images`, {
      method: 'POST',
      headers: { cookie: await signIn(), ...sameSite() },
      body: form(new TextEncoder().encode('nope'), 'x.png', 'image/png', 'Kept alt text'),
    });
    expect(refused.status).toBe(415);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain(imageMessages.wrongType);
    expect(refusedHtml).toContain('value="Kept alt text"');
  });
});
