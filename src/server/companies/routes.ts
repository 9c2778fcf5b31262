/**
 * The company endpoints of src/shared/companies/api.ts (who may call each: src/shared/companies/module.ts).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { companyApi } from '@shared/companies/api';
import {
  createCompany,
  linkLead,
  listCompanies,
  listDuplicates,
  mergeCompanies,
  readCompany,
  updateCompany,
} from './companies';

export function companyRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  implement(router, companyApi.list, ({ query }) => listCompanies(db, query));
  implement(router, companyApi.duplicates, () => listDuplicates(db));
  implement(router, companyApi.merge, ({ body, actor }) =>
    mergeCompanies(db, actor, body.keepId, body.mergeId),
  );
  implement(router, companyApi.detail, ({ params }) => readCompany(db, params.id));
  implement(router, companyApi.create, ({ body, actor }) => createCompany(db, actor, body));
  implement(router, companyApi.update, ({ params, body, actor }) =>
    updateCompany(db, actor, params.id, body),
  );
  implement(router, companyApi.linkLead, ({ params, body, actor }) =>
    linkLead(db, actor, params.leadId, body.companyId),
  );
  return router;
}
