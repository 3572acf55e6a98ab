import { Router, type RequestHandler } from 'express';
import { projectCreateSchema, projectUpdateSchema } from '../../common/admin-schemas';
import type { Project, ProjectType } from '../../common/types';
import type { ProjectStore } from '../../common/stores';
import { notFound } from './middleware/errors';
import { projectListQuery } from './middleware/query';
import { lookupKey, parseBody, parseQuery } from './middleware/validate';

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
  router.get('/categories', async (_req, res) => {
    res.json(await projects.categories());
  });
  router.get('/:id', async (req, res) => {
    res.json(found(await projects.get(lookupKey(req.params.id, PROJECT_NOT_FOUND))));
  });

  router.post('/', owner, async (req, res) => {
    res.status(201).json(await projects.create(parseBody(projectCreateSchema, req.body)));
  });
  router.put('/:id', owner, async (req, res) => {
    const id = lookupKey(req.params.id, PROJECT_NOT_FOUND);
    res.json(found(await projects.update(id, parseBody(projectUpdateSchema, req.body))));
  });
  router.delete('/:id', owner, async (req, res) => {
    const removed = await projects.remove(lookupKey(req.params.id, PROJECT_NOT_FOUND));
    if (!removed) throw notFound(PROJECT_NOT_FOUND);
    res.json({ message: 'Project deleted' });
  });

  return router;
}

function found(project: Project | null): Project {
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return project;
}
