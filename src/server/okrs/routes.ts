/**
 * The OKR endpoints of src/shared/okrs/api.ts: every staff role reads the board and the check-in
 * history; adm creates and edits objectives and key results; the key result's owner (or adm) checks in
 * (who may call each: src/shared/okrs/module.ts).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { okrApi } from '@shared/okrs/api';
import {
  checkIn,
  createKeyResult,
  createObjective,
  currentQuarter,
  deleteKeyResult,
  deleteObjective,
  listCheckins,
  readBoard,
  updateKeyResult,
  updateObjective,
} from './okrs';

export function okrRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  implement(router, okrApi.board, ({ query, viewer }) =>
    readBoard(db, viewer, query.quarter ?? currentQuarter()),
  );
  implement(router, okrApi.createObjective, ({ body, actor }) => createObjective(db, actor, body));
  implement(router, okrApi.updateObjective, ({ params, body, actor }) =>
    updateObjective(db, actor, params.id, body),
  );
  implement(router, okrApi.deleteObjective, async ({ params, actor }) => {
    await deleteObjective(db, actor, params.id);
    return null;
  });
  implement(router, okrApi.createKeyResult, ({ params, body, actor }) =>
    createKeyResult(db, actor, params.id, body),
  );
  implement(router, okrApi.updateKeyResult, ({ params, body, actor }) =>
    updateKeyResult(db, actor, params.id, body),
  );
  implement(router, okrApi.deleteKeyResult, async ({ params, actor }) => {
    await deleteKeyResult(db, actor, params.id);
    return null;
  });
  implement(router, okrApi.checkins, ({ params }) => listCheckins(db, params.id));
  implement(router, okrApi.checkIn, ({ params, body, viewer }) => checkIn(db, viewer, params.id, body));
  return router;
}
