import { Router, type RequestHandler } from 'express';
import { projectCreateSchema, projectUpdateSchema } from '#common/admin-schemas.ts';
import type { ProjectType } from '#common/types.ts';
import type { ProjectStore } from '#common/stores.ts';
import { projectListQuery } from './middleware/query';
import { parseQuery } from './middleware/validate';
import { addRecordRoutes, categoriesOf } from './record-routes';

const PROJECT_NOT_FOUND = 'Project not found';

/**
 * /api/projects. The fixed paths (/client, /personal, /categories) are declared before /:id,
 * which would otherwise take them for ids.
 */
export function projectsRouter(projects: ProjectStore, owner: RequestHandler): Router {
  const router = Router();
  const listOf =
    (type?: ProjectType): RequestHandler =>
    async (req, res) => {
      const query = parseQuery(projectListQuery, req.query);
      res.json(await projects.list({ ...query, type: type ?? query.type }));
    };

  router.get('/', listOf());
  router.get('/client', listOf('client'));
  router.get('/personal', listOf('personal'));
  router.get('/categories', categoriesOf(projects));
  addRecordRoutes(router, '/', owner, {
    store: projects,
    createSchema: projectCreateSchema,
    updateSchema: projectUpdateSchema,
    notFoundMessage: PROJECT_NOT_FOUND,
    deletedMessage: 'Project deleted',
  });
  return router;
}
