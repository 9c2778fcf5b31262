/**
 * The campaign endpoints of src/shared/campaigns/api.ts (mkt and adm: src/shared/campaigns/module.ts):
 * campaigns with their metrics, spend entries and leads.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { campaignApi } from '@shared/campaigns/api';
import {
  addSpend,
  campaignLeads,
  createCampaign,
  deleteCampaign,
  deleteSpend,
  listCampaigns,
  readCampaign,
  updateCampaign,
} from './campaigns';

export function campaignRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  implement(router, campaignApi.list, ({ query }) => listCampaigns(db, query.q));
  implement(router, campaignApi.create, ({ body, actor }) => createCampaign(db, actor, body));
  implement(router, campaignApi.read, ({ params }) => readCampaign(db, params.id));
  implement(router, campaignApi.update, ({ params, body, actor }) =>
    updateCampaign(db, actor, params.id, body),
  );
  implement(router, campaignApi.remove, async ({ params, actor }) => {
    await deleteCampaign(db, actor, params.id);
    return null;
  });
  implement(router, campaignApi.leads, ({ params, query }) => campaignLeads(db, params.id, query));
  implement(router, campaignApi.addSpend, ({ params, body, actor }) => addSpend(db, actor, params.id, body));
  implement(router, campaignApi.removeSpend, ({ params, actor }) =>
    deleteSpend(db, actor, params.id, params.spendId),
  );
  return router;
}
