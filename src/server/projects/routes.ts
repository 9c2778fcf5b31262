/**
 * The project endpoints of src/shared/projects/api.ts: any staff member reads the list — a colaborador
 * only the projects they are on, without budgets (visibility.ts); comercial and adm create, edit and
 * move projects (who may call each: src/shared/projects/module.ts).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { notFound } from '@server/lib/http';
import { projectApi } from '@shared/projects/api';
import { PROJECT_NOT_FOUND } from '@shared/projects/schemas';
import { listProjects, readProject } from './list-projects';
import { createProject, updateProject, updateProjectStatus } from './save-project';
import { projectMember } from './visibility';

export function projectRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  implement(router, projectApi.list, ({ query, viewer }) => listProjects(db, query, projectMember(viewer)));
  implement(router, projectApi.read, async ({ params, viewer }) => {
    // A project the viewer is not on answers as one that does not exist.
    const project = await readProject(db, params.id, projectMember(viewer));
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    return project;
  });
  implement(router, projectApi.create, ({ body, actor }) => createProject(db, actor, body));
  implement(router, projectApi.update, ({ params, body, actor }) =>
    updateProject(db, actor, params.id, body),
  );
  implement(router, projectApi.updateStatus, ({ params, body, actor }) =>
    updateProjectStatus(db, actor, params.id, body.status),
  );
  return router;
}
