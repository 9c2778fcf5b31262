/**
 * The task endpoints of src/shared/tasks/api.ts (any staff; who may delete a task — its creator or
 * adm — is checked in the domain): list (keyset pages, filters), the board of one project, detail,
 * create, edit, move, delete, comments with @mentions, and 'Criar tarefas da proposta'.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { projectMember } from '@server/projects/visibility';
import { activeStaff } from '@server/users/active-staff';
import { taskApi } from '@shared/tasks/api';
import {
  addComment,
  boardTasks,
  createTask,
  createTasksFromProposal,
  deleteTask,
  listTasks,
  readTask,
  updateTask,
} from './tasks';

export function taskRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  // The fixed paths first: '/api/tasks/board' must not be read as the task 'board'.
  // A colaborador sees the tasks of their own projects (projects/visibility.ts).
  implement(router, taskApi.list, ({ query, viewer }) =>
    listTasks(db, viewer.user!.id, query, projectMember(viewer)),
  );
  implement(router, taskApi.board, async ({ query, viewer }) => ({
    items: await boardTasks(db, query.project, projectMember(viewer)),
  }));
  implement(router, taskApi.people, async () => ({ items: await activeStaff(db) }));
  implement(router, taskApi.fromProposal, ({ body, actor }) =>
    createTasksFromProposal(db, actor, body.projectId),
  );
  implement(router, taskApi.detail, ({ params, viewer }) => readTask(db, params.id, projectMember(viewer)));
  implement(router, taskApi.create, ({ body, actor }) => createTask(db, actor, body));
  implement(router, taskApi.update, ({ params, body, actor }) => updateTask(db, actor, params.id, body));
  implement(router, taskApi.move, ({ params, body, actor }) => updateTask(db, actor, params.id, body));
  implement(router, taskApi.remove, async ({ params, actor, viewer }) => {
    await deleteTask(db, actor, viewer.roles.includes('adm'), params.id);
    return { ok: true as const };
  });
  implement(router, taskApi.comment, ({ params, body, actor }) =>
    addComment(db, actor, params.id, body.body),
  );
  return router;
}
