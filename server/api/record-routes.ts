import type { Request, RequestHandler, Router } from 'express';
import type { z } from 'zod';
import type { Category } from '#common/types.ts';
import { ConflictError } from '#common/stores.ts';
import { HttpError, notFound } from './middleware/errors';
import { lookupKey, parseBody } from './middleware/validate';

/** What the blog, project and stat stores have in common: records kept by id. */
interface RecordStore<R, W> {
  get(id: string): Promise<R | null>;
  create(input: W): Promise<R>;
  update(id: string, patch: Partial<W>): Promise<R | null>;
  remove(id: string): Promise<boolean>;
}

interface RecordRoutes<R, W> {
  store: RecordStore<R, W>;
  createSchema: z.ZodType<W>;
  updateSchema: z.ZodType<Partial<W>>;
  notFoundMessage: string;
  deletedMessage: string;
  /** Whether GET may answer this record to this request (a hidden project: 404); by default yes. */
  readableBy?: (record: R, req: Request) => boolean;
}

/** GET /categories of the blog and the projects: every category in use, as the store lists them. */
export function categoriesOf(store: { categories(): Promise<Category[]> }): RequestHandler {
  return async (_req, res) => {
    res.json(await store.categories());
  };
}

/** The record, or the 404 its API answers for a missing one. */
export function foundOr404<R>(record: R | null, notFoundMessage: string): R {
  if (!record) throw notFound(notFoundMessage);
  return record;
}

/**
 * GET `${path}/:id` for everyone, and the owner's POST `path`, PUT and DELETE `${path}/:id`
 * (docs/product.md#rest-api): the same five routes for projects and stats (the blog has its own).
 */
export function addRecordRoutes<R, W>(
  router: Router,
  path: string,
  owner: RequestHandler,
  {
    store,
    createSchema,
    updateSchema,
    notFoundMessage,
    deletedMessage,
    readableBy = () => true,
  }: RecordRoutes<R, W>,
): void {
  const idOf = (value: unknown) => lookupKey(value, notFoundMessage);
  const item = path === '/' ? '/:id' : `${path}/:id`;

  router.get(item, async (req, res) => {
    const record = await store.get(idOf(req.params.id));
    res.json(foundOr404(record && readableBy(record, req) ? record : null, notFoundMessage));
  });
  router.post(path, owner, async (req, res) => {
    const input = parseBody(createSchema, req.body);
    res.status(201).json(await withoutConflict(() => store.create(input)));
  });
  router.put(item, owner, async (req, res) => {
    const id = idOf(req.params.id);
    const patch = parseBody(updateSchema, req.body);
    res.json(foundOr404(await withoutConflict(() => store.update(id, patch)), notFoundMessage));
  });
  router.delete(item, owner, async (req, res) => {
    const removed = await store.remove(idOf(req.params.id));
    if (!removed) throw notFound(notFoundMessage);
    res.json({ message: deletedMessage });
  });
}

/** A unique value taken by another record (a slug) is the caller's to change: 409 with why. */
async function withoutConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConflictError) throw new HttpError(409, error.message);
    throw error;
  }
}
