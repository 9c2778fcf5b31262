/** The deal endpoints of src/shared/deals/api.ts (who may call each: src/shared/deals/module.ts). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { dealApi } from '@shared/deals/api';
import { createDeal, moveDeal, readBoard, readDealDetail, updateDeal } from './deals';

export function dealRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  implement(router, dealApi.board, ({ query }) => readBoard(db, query));
  implement(router, dealApi.detail, ({ params }) => readDealDetail(db, params.id));
  implement(router, dealApi.create, ({ body, actor }) => createDeal(db, actor, body));
  implement(router, dealApi.update, ({ params, body, actor }) => updateDeal(db, actor, params.id, body));
  implement(router, dealApi.move, ({ params, body, actor }) => moveDeal(db, actor, params.id, body));
  return router;
}
