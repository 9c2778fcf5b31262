/**
 * /api/projects: any staff member reads the list (CODERS colaboradores); comercial and adm create,
 * edit and move projects (the access table enforces both).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  PROJECT_NOT_FOUND,
  projectFormSchema,
  projectListQuerySchema,
  projectStatusUpdateSchema,
} from '../../shared/schemas/project';
import { type AppDeps, type AppEnv, actorOf } from '../context';
import { notFound, parseJson, parseQuery } from '../lib/http';
import { listProjects, readProject } from '../projects/list-projects';
import { createProject, updateProject, updateProjectStatus } from '../projects/save-project';

const uuid = z.uuid();
function idParam(value: string): string {
  if (!uuid.safeParse(value).success) throw notFound(PROJECT_NOT_FOUND);
  return value;
}

export function projectRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listProjects(db, parseQuery(c, projectListQuerySchema))))
    .get('/:id', async (c) => {
      const project = await readProject(db, idParam(c.req.param('id')));
      if (!project) throw notFound(PROJECT_NOT_FOUND);
      return c.json(project);
    })
    .post('/', async (c) => {
      const input = await parseJson(c, projectFormSchema);
      return c.json(await createProject(db, actorOf(c.get('viewer')), input), 201);
    })
    .patch('/:id', async (c) => {
      const id = idParam(c.req.param('id'));
      const input = await parseJson(c, projectFormSchema);
      return c.json(await updateProject(db, actorOf(c.get('viewer')), id, input));
    })
    .patch('/:id/status', async (c) => {
      const id = idParam(c.req.param('id'));
      const { status } = await parseJson(c, projectStatusUpdateSchema);
      return c.json(await updateProjectStatus(db, actorOf(c.get('viewer')), id, status));
    });
}
