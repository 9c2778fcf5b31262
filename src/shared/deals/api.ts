/** The deal endpoints (docs/product/companies-and-deals.md), implemented in src/server/deals/routes.ts. */
import { endpoint } from '@shared/contract';
import {
  DEAL_NOT_FOUND,
  type Deal,
  type DealBoard,
  type DealDetail,
  dealFormSchema,
  dealListQuerySchema,
  dealMoveSchema,
} from './schemas';

export const dealApi = {
  board: endpoint<DealBoard>()({ method: 'GET', path: '/api/deals', query: dealListQuerySchema }),
  detail: endpoint<DealDetail>()({ method: 'GET', path: '/api/deals/:id', ids: { id: DEAL_NOT_FOUND } }),
  create: endpoint<Deal>()({ method: 'POST', path: '/api/deals', body: dealFormSchema, status: 201 }),
  update: endpoint<Deal>()({
    method: 'PATCH',
    path: '/api/deals/:id',
    ids: { id: DEAL_NOT_FOUND },
    body: dealFormSchema,
  }),
  move: endpoint<Deal>()({
    method: 'POST',
    path: '/api/deals/:id/stage',
    ids: { id: DEAL_NOT_FOUND },
    body: dealMoveSchema,
  }),
};
