import { Router, type Request, type RequestHandler } from 'express';
import {
  projectCreateSchema,
  projectMoveSchema,
  projectUpdateSchema,
} from '#common/admin-schemas.ts';
import type { ProjectType } from '#common/types.ts';
import type { ProjectStore } from '#common/stores.ts';
import { projectListQuery } from './middleware/query';
import { lookupKey, parseBody, parseQuery } from './middleware/validate';
import { addRecordRoutes, categoriesOf, foundOr404 } from './record-routes';

const PROJECT_NOT_FOUND = 'Project not found';

/**
 * /api/projects. The fixed paths (/client, /personal, /categories) are declared before /:id,
 * which would otherwise take them for ids. A hidden project is the owner's alone: the owner's
 * token lists and finds it, anyone else's read never does (404 for its id). Those reads carry
 * Authorization, so the response cache never keeps them.
 */
export function projectsRouter(
  projects: ProjectStore,
  owner: RequestHandler,
  isOwner: (req: Request) => boolean,
): Router {
  const router = Router();
  const listOf =
    (type?: ProjectType): RequestHandler =>
    async (req, res) => {
      const query = parseQuery(projectListQuery, req.query);
      const includeHidden = isOwner(req);
      res.json(await projects.list({ ...query, type: type ?? query.type, includeHidden }));
    };

  router.get('/', listOf());
  router.get('/client', listOf('client'));
  router.get('/personal', listOf('personal'));
  router.get('/categories', categoriesOf(projects));
  router.post('/:id/move', owner, async (req, res) => {
    const id = lookupKey(req.params.id, PROJECT_NOT_FOUND);
    const { direction } = parseBody(projectMoveSchema, req.body);
    res.json(foundOr404(await projects.move(id, direction), PROJECT_NOT_FOUND).project);
  });
  addRecordRoutes(router, '/', owner, {
    store: projects,
    createSchema: projectCreateSchema,
    updateSchema: projectUpdateSchema,
    notFoundMessage: PROJECT_NOT_FOUND,
    deletedMessage: 'Project deleted',
    readableBy: (project, req) => !project.hidden || isOwner(req),
  });
  return router;
}
