/** The project endpoints (docs/product/projects.md), implemented in src/server/projects/routes.ts. */
import { endpoint } from '@shared/contract';
import {
  PROJECT_NOT_FOUND,
  type ProjectItem,
  type ProjectList,
  projectFormSchema,
  projectListQuerySchema,
  projectStatusUpdateSchema,
} from './schemas';

export const projectApi = {
  /** One keyset page of the list; a colaborador's holds only the projects they are on, without budgets. */
  list: endpoint<ProjectList>()({ method: 'GET', path: '/api/projects', query: projectListQuerySchema }),
  read: endpoint<ProjectItem>()({ method: 'GET', path: '/api/projects/:id', ids: { id: PROJECT_NOT_FOUND } }),
  create: endpoint<ProjectItem>()({
    method: 'POST',
    path: '/api/projects',
    body: projectFormSchema,
    status: 201,
  }),
  update: endpoint<ProjectItem>()({
    method: 'PATCH',
    path: '/api/projects/:id',
    ids: { id: PROJECT_NOT_FOUND },
    body: projectFormSchema,
  }),
  updateStatus: endpoint<ProjectItem>()({
    method: 'PATCH',
    path: '/api/projects/:id/status',
    ids: { id: PROJECT_NOT_FOUND },
    body: projectStatusUpdateSchema,
  }),
};
