/**
 * /api/projects: any staff member reads the list (CODERS colaboradores) — a colaborador only the
 * projects they are on (projects/visibility.ts); comercial and adm create,
 * edit and move projects (the access table enforces both).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json, query } from '@server/http/validate';
import { notFound } from '@server/lib/http';
import { listProjects, readProject } from '@server/projects/list-projects';
import { createProject, updateProject, updateProjectStatus } from '@server/projects/save-project';
import { projectMember } from '@server/projects/visibility';
import {
  PROJECT_NOT_FOUND,
  projectFormSchema,
  projectListQuerySchema,
  projectStatusUpdateSchema,
} from '@shared/schemas/project';

const uuid = z.uuid();
function idParam(value: string): string {
  if (!uuid.safeParse(value).success) throw notFound(PROJECT_NOT_FOUND);
  return value;
}

export function projectRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', query(projectListQuerySchema), async (c) =>
      c.json(await listProjects(db, c.req.valid('query'), projectMember(c.get('viewer')))),
    )
    .get('/:id', async (c) => {
      // A project the viewer is not on answers as one that does not exist.
      const project = await readProject(db, idParam(c.req.param('id')), projectMember(c.get('viewer')));
      if (!project) throw notFound(PROJECT_NOT_FOUND);
      return c.json(project);
    })
    .post('/', json(projectFormSchema), async (c) => {
      const input = c.req.valid('json');
      return c.json(await createProject(db, actorOf(c.get('viewer')), input), 201);
    })
    .patch('/:id', json(projectFormSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      const input = c.req.valid('json');
      return c.json(await updateProject(db, actorOf(c.get('viewer')), id, input));
    })
    .patch('/:id/status', json(projectStatusUpdateSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      const { status } = c.req.valid('json');
      return c.json(await updateProjectStatus(db, actorOf(c.get('viewer')), id, status));
    });
}
