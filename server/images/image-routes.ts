import { Router } from 'express';
import type { ImageStore } from './image-library';

/** A variant's address: a content hash and its format (process-image.ts makes the keys). */
const VARIANT_KEY = /^[0-9a-f]{32}\.(avif|webp)$/;

/** The address answers the same bytes forever, so every cache may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /images/<hash>.<format>: the stored variants, from the database every instance shares. */
export function imageRoutes(store: Pick<ImageStore, 'variant'>): Router {
  const router = Router();
  router.get('/:key', async (req, res) => {
    const key = req.params.key;
    const variant = VARIANT_KEY.test(key) ? await store.variant(key) : null;
    if (!variant) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    res
      .set('Cache-Control', IMMUTABLE)
      .type(variant.format === 'avif' ? 'image/avif' : 'image/webp')
      .send(Buffer.from(variant.bytes.buffer, variant.bytes.byteOffset, variant.bytes.byteLength));
  });
  return router;
}
