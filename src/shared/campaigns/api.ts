/** The campaign endpoints (docs/product/analytics-and-campaigns.md), implemented in src/server/campaigns/routes.ts. */
import { endpoint } from '@shared/contract';
import {
  CAMPAIGN_NOT_FOUND,
  type CampaignDetail,
  type CampaignLeadsPage,
  type CampaignList,
  campaignFormSchema,
  campaignLeadsQuerySchema,
  campaignListQuerySchema,
  SPEND_NOT_FOUND,
  spendFormSchema,
} from './schemas';

export const campaignApi = {
  list: endpoint<CampaignList>()({ method: 'GET', path: '/api/campaigns', query: campaignListQuerySchema }),
  create: endpoint<CampaignDetail>()({
    method: 'POST',
    path: '/api/campaigns',
    body: campaignFormSchema,
    status: 201,
  }),
  read: endpoint<CampaignDetail>()({
    method: 'GET',
    path: '/api/campaigns/:id',
    ids: { id: CAMPAIGN_NOT_FOUND },
  }),
  update: endpoint<CampaignDetail>()({
    method: 'PATCH',
    path: '/api/campaigns/:id',
    ids: { id: CAMPAIGN_NOT_FOUND },
    body: campaignFormSchema,
  }),
  remove: endpoint<null>()({
    method: 'DELETE',
    path: '/api/campaigns/:id',
    ids: { id: CAMPAIGN_NOT_FOUND },
    status: 204,
  }),
  leads: endpoint<CampaignLeadsPage>()({
    method: 'GET',
    path: '/api/campaigns/:id/leads',
    ids: { id: CAMPAIGN_NOT_FOUND },
    query: campaignLeadsQuerySchema,
  }),
  addSpend: endpoint<CampaignDetail>()({
    method: 'POST',
    path: '/api/campaigns/:id/spend',
    ids: { id: CAMPAIGN_NOT_FOUND },
    body: spendFormSchema,
    status: 201,
  }),
  removeSpend: endpoint<CampaignDetail>()({
    method: 'DELETE',
    path: '/api/campaigns/:id/spend/:spendId',
    ids: { id: CAMPAIGN_NOT_FOUND, spendId: SPEND_NOT_FOUND },
  }),
};
