/** /api/campaigns (mkt, adm): campaigns with their metrics, spend entries and leads. */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  addSpend,
  campaignLeads,
  createCampaign,
  deleteCampaign,
  deleteSpend,
  listCampaigns,
  readCampaign,
  updateCampaign,
} from '@server/campaigns/campaigns';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json, query } from '@server/http/validate';
import { notFound } from '@server/lib/http';
import {
  CAMPAIGN_NOT_FOUND,
  type CampaignList,
  campaignFormSchema,
  campaignLeadsQuerySchema,
  campaignListQuerySchema,
  spendFormSchema,
} from '@shared/schemas/campaign';

const uuid = z.uuid();
function idParam(value: string, message = CAMPAIGN_NOT_FOUND): string {
  if (!uuid.safeParse(value).success) throw notFound(message);
  return value;
}

export function campaignRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', query(campaignListQuerySchema), async (c) => {
      const body: CampaignList = { items: await listCampaigns(db, c.req.valid('query').q) };
      return c.json(body);
    })
    .post('/', json(campaignFormSchema), async (c) =>
      c.json(await createCampaign(db, actorOf(c.get('viewer')), c.req.valid('json')), 201),
    )
    .get('/:id', async (c) => {
      const campaign = await readCampaign(db, idParam(c.req.param('id')));
      if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
      return c.json(campaign);
    })
    .patch('/:id', json(campaignFormSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      return c.json(await updateCampaign(db, actorOf(c.get('viewer')), id, c.req.valid('json')));
    })
    .delete('/:id', async (c) => {
      await deleteCampaign(db, actorOf(c.get('viewer')), idParam(c.req.param('id')));
      return c.body(null, 204);
    })
    .get('/:id/leads', query(campaignLeadsQuerySchema), async (c) =>
      c.json(await campaignLeads(db, idParam(c.req.param('id')), c.req.valid('query'))),
    )
    .post('/:id/spend', json(spendFormSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      return c.json(await addSpend(db, actorOf(c.get('viewer')), id, c.req.valid('json')), 201);
    })
    .delete('/:id/spend/:spendId', async (c) => {
      const id = idParam(c.req.param('id'));
      const spendId = idParam(c.req.param('spendId'), 'Lançamento de gasto não encontrado');
      return c.json(await deleteSpend(db, actorOf(c.get('viewer')), id, spendId));
    });
}
