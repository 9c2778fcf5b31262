/** The task endpoints (docs/product/tasks-and-timesheet.md), implemented in src/server/tasks/routes.ts. */
import { endpoint } from '@shared/contract';
import {
  boardQuerySchema,
  fromProposalSchema,
  type StaffPerson,
  TASK_NOT_FOUND,
  type TaskComment,
  type TaskDetail,
  type TaskItem,
  type TaskList,
  type TasksFromProposal,
  taskCommentSchema,
  taskFormSchema,
  taskListQuerySchema,
  taskPatchSchema,
  taskStatusUpdateSchema,
} from './schemas';

const task = { id: TASK_NOT_FOUND };

export const taskApi = {
  list: endpoint<TaskList>()({ method: 'GET', path: '/api/tasks', query: taskListQuerySchema }),
  /** The top-level tasks of one project (or of none) for the Kanban. */
  board: endpoint<{ items: TaskItem[] }>()({
    method: 'GET',
    path: '/api/tasks/board',
    query: boardQuerySchema,
  }),
  /** The people a task can be assigned to (and @mentioned): active staff. */
  people: endpoint<{ items: StaffPerson[] }>()({ method: 'GET', path: '/api/tasks/people' }),
  /** 'Criar tarefas da proposta'. */
  fromProposal: endpoint<TasksFromProposal>()({
    method: 'POST',
    path: '/api/tasks/from-proposal',
    body: fromProposalSchema,
  }),
  detail: endpoint<TaskDetail>()({ method: 'GET', path: '/api/tasks/:id', ids: task }),
  create: endpoint<TaskDetail>()({ method: 'POST', path: '/api/tasks', body: taskFormSchema, status: 201 }),
  update: endpoint<TaskDetail>()({
    method: 'PATCH',
    path: '/api/tasks/:id',
    ids: task,
    body: taskPatchSchema,
  }),
  /** A move on the Kanban. */
  move: endpoint<TaskDetail>()({
    method: 'PATCH',
    path: '/api/tasks/:id/status',
    ids: task,
    body: taskStatusUpdateSchema,
  }),
  /** Only who created the task, or an adm (checked in the domain). */
  remove: endpoint<{ ok: true }>()({ method: 'DELETE', path: '/api/tasks/:id', ids: task }),
  comment: endpoint<TaskComment>()({
    method: 'POST',
    path: '/api/tasks/:id/comments',
    ids: task,
    body: taskCommentSchema,
    status: 201,
  }),
};
