/** The e-mail delivery log of src/shared/mail/api.ts (adm): the latest messages and 'Reenviar'. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { mailApi } from '@shared/mail/api';
import { listDeliveries, resendMail } from './outbox';

export function mailRoutes(deps: AppDeps) {
  const router = new Hono<AppEnv>();
  implement(router, mailApi.deliveries, ({ query }) => listDeliveries(deps, query));
  implement(router, mailApi.resend, ({ params, actor }) => resendMail(deps.db, actor, params.id));
  return router;
}
