import { createReadableStreamFromReadable } from '@react-router/node';
import type { Request as ExpressRequest, RequestHandler } from 'express';
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { postCommentFromForm } from '#app/features/blog/comment-action.server.ts';
import { contactFromForm } from '#app/features/home/contact-action.server.ts';
import type { VisitorWrites } from '#common/load-context.ts';
import { visitorWritesFor } from '#server/pages/guards.ts';

/**
 * Stands in for React Router's Express handler: it builds the fetch Request the way
 * @react-router/express does (synchronously on entry, the body streamed from the Node request)
 * and runs the real contact and comment actions with the given visitor writes (as the server's
 * load context hands them in: none over the write limit), for every method, as React Router
 * does. The guards in front of it are what is under test.
 */
export function actionPages(visitorWrites: VisitorWrites): RequestHandler {
  return async (req, res, next) => {
    try {
      const request = toFetchRequest(req);
      if (req.method === 'GET' || req.method === 'HEAD') {
        res.type('text/plain').send('a page');
        return;
      }
      const slug = /^\/blog\/([^/]+?)(?:\.data)?$/.exec(req.path)?.[1];
      const context = { visitorWrites: visitorWritesFor(res, visitorWrites) };
      const result = slug
        ? await postCommentFromForm(context, decodeURIComponent(slug), request)
        : await contactFromForm(context, request);
      send(res, result);
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const withBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`http://localhost${req.originalUrl}`, {
    method: req.method,
    headers,
    ...(withBody ? { body: createReadableStreamFromReadable(req), duplex: 'half' } : {}),
  });
}

function send(
  res: Parameters<RequestHandler>[1],
  result: DataWithResponseInit<{ ok: boolean; message?: string }>,
) {
  if (res.headersSent) return;
  res.status(result.init?.status ?? 200).json(result.data);
}
