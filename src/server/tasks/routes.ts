/**
 * /api/tasks (any staff, docs/product/tasks-and-timesheet.md): list (keyset pages, filters), the
 * board of one project, detail, create, edit, move, delete (creator or adm), comments with
 * @mentions, and 'Criar tarefas da proposta'.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json, query } from '@server/http/validate';
import { notFound } from '@server/lib/http';
import { activeStaff } from '@server/team/staff';
import {
  addComment,
  boardTasks,
  createTask,
  createTasksFromProposal,
  deleteTask,
  listTasks,
  readTask,
  updateTask,
} from '@server/team/tasks';
import {
  boardQuerySchema,
  fromProposalSchema,
  TASK_NOT_FOUND,
  taskCommentSchema,
  taskFormSchema,
  taskListQuerySchema,
  taskPatchSchema,
  taskStatusUpdateSchema,
} from '@shared/schemas/team';

const uuid = z.uuid();
function idParam(value: string): string {
  if (!uuid.safeParse(value).success) throw notFound(TASK_NOT_FOUND);
  return value;
}

export function taskRoutes(deps: AppDeps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      .get('/', query(taskListQuerySchema), async (c) =>
        c.json(await listTasks(db, c.get('viewer').user!.id, c.req.valid('query'))),
      )
      .get('/board', query(boardQuerySchema), async (c) =>
        c.json({ items: await boardTasks(db, c.req.valid('query').project) }),
      )
      // The people a task can be assigned to (and @mentioned): active staff.
      .get('/people', async (c) => c.json({ items: await activeStaff(db) }))
      .post('/from-proposal', json(fromProposalSchema), async (c) =>
        c.json(
          await createTasksFromProposal(db, actorOf(c.get('viewer')), c.req.valid('json').projectId),
          200,
        ),
      )
      .get('/:id', async (c) => c.json(await readTask(db, idParam(c.req.param('id')))))
      .post('/', json(taskFormSchema), async (c) =>
        c.json(await createTask(db, actorOf(c.get('viewer')), c.req.valid('json')), 201),
      )
      .patch('/:id', json(taskPatchSchema), async (c) => {
        const id = idParam(c.req.param('id'));
        return c.json(await updateTask(db, actorOf(c.get('viewer')), id, c.req.valid('json')));
      })
      .patch('/:id/status', json(taskStatusUpdateSchema), async (c) => {
        const id = idParam(c.req.param('id'));
        return c.json(await updateTask(db, actorOf(c.get('viewer')), id, c.req.valid('json')));
      })
      .delete('/:id', async (c) => {
        const id = idParam(c.req.param('id'));
        const viewer = c.get('viewer');
        await deleteTask(db, actorOf(viewer), viewer.roles.includes('adm'), id);
        return c.json({ ok: true });
      })
      .post('/:id/comments', json(taskCommentSchema), async (c) => {
        const id = idParam(c.req.param('id'));
        return c.json(await addComment(db, actorOf(c.get('viewer')), id, c.req.valid('json').body), 201);
      })
  );
}
