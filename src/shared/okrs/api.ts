/** The OKR endpoints (docs/product/okrs-and-onboarding.md), implemented in src/server/okrs/routes.ts. */
import { endpoint } from '@shared/contract';
import {
  type Checkin,
  checkinFormSchema,
  KEY_RESULT_NOT_FOUND,
  keyResultFormSchema,
  OBJECTIVE_NOT_FOUND,
  type OkrBoard,
  objectiveFormSchema,
  okrListQuerySchema,
} from './schemas';

type Created = { id: string };

export const okrApi = {
  board: endpoint<OkrBoard>()({ method: 'GET', path: '/api/okrs', query: okrListQuerySchema }),
  createObjective: endpoint<Created>()({
    method: 'POST',
    path: '/api/okrs/objectives',
    body: objectiveFormSchema,
    status: 201,
  }),
  updateObjective: endpoint<Created>()({
    method: 'PATCH',
    path: '/api/okrs/objectives/:id',
    ids: { id: OBJECTIVE_NOT_FOUND },
    body: objectiveFormSchema,
  }),
  deleteObjective: endpoint<null>()({
    method: 'DELETE',
    path: '/api/okrs/objectives/:id',
    ids: { id: OBJECTIVE_NOT_FOUND },
    status: 204,
  }),
  createKeyResult: endpoint<Created>()({
    method: 'POST',
    path: '/api/okrs/objectives/:id/key-results',
    ids: { id: OBJECTIVE_NOT_FOUND },
    body: keyResultFormSchema,
    status: 201,
  }),
  updateKeyResult: endpoint<Created>()({
    method: 'PATCH',
    path: '/api/okrs/key-results/:id',
    ids: { id: KEY_RESULT_NOT_FOUND },
    body: keyResultFormSchema,
  }),
  deleteKeyResult: endpoint<null>()({
    method: 'DELETE',
    path: '/api/okrs/key-results/:id',
    ids: { id: KEY_RESULT_NOT_FOUND },
    status: 204,
  }),
  checkins: endpoint<Checkin[]>()({
    method: 'GET',
    path: '/api/okrs/key-results/:id/checkins',
    ids: { id: KEY_RESULT_NOT_FOUND },
  }),
  checkIn: endpoint<Checkin>()({
    method: 'POST',
    path: '/api/okrs/key-results/:id/checkins',
    ids: { id: KEY_RESULT_NOT_FOUND },
    body: checkinFormSchema,
    status: 201,
  }),
};
