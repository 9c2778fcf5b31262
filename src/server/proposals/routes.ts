/**
 * The proposal endpoints of src/shared/proposals/api.ts (who may call each: src/shared/proposals/module.ts).
 * Staff (comercial, adm): list, create, read, edit, delete a draft, cancel, send, the public link
 * (regenerate, revoke), 'Enviar por e-mail' and its delivery log, and the client's billing profile.
 * The client (no sign-in, /api/public/proposals/:token): read, accept, decline — per-address rate
 * limits (reading, and answering), the token compared by its SHA-256, every answer no-store. The PDFs
 * are plain Hono (not JSON); a token only ever gives its own proposal's.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { notFound } from '@server/lib/http';
import { pdfHeaders } from '@server/lib/pdf';
import { hitRateLimit } from '@server/lib/rate-limit';
import { documentDeliveries } from '@server/mail/document-mail';
import { proposalApi } from '@shared/proposals/api';
import { PROPOSAL_NOT_FOUND } from '@shared/proposals/schemas';
import { readBillingProfile, saveBillingProfile } from './billing-profile';
import { emailProposal, proposalMailDraft } from './proposal-mail';
import { proposalPdf } from './proposal-pdf';
import { acceptProposal, declineProposal, proposalIdByToken, viewProposal } from './public-proposal';
import { listProposals, readProposal } from './read-proposals';
import {
  cancelProposal,
  createProposal,
  deleteProposal,
  regenerateLink,
  revokeLink,
  sendProposal,
  updateProposal,
} from './save-proposal';

const RATE_LIMITED = 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.';
const PUBLIC = '/api/public/proposals/:token';
const uuid = z.uuid();

export function proposalRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const router = new Hono<AppEnv>();
  const details = async (id: string) => {
    const proposal = await readProposal(db, id);
    if (!proposal) throw notFound(PROPOSAL_NOT_FOUND);
    return proposal;
  };
  const pdf = async (c: Context<AppEnv>, id: string) => {
    const file = await proposalPdf(db, id);
    if (!file) throw notFound(PROPOSAL_NOT_FOUND);
    return c.body(new Uint8Array(file.data), 200, pdfHeaders(file.filename, file.data.length));
  };

  // Staff. '/:id/pdf' is a download, not JSON.
  implement(router, proposalApi.list, ({ query }) => listProposals(db, query));
  implement(router, proposalApi.create, async ({ body, actor }) =>
    details(await createProposal(db, actor, body)),
  );
  implement(router, proposalApi.read, ({ params }) => details(params.id));
  implement(router, proposalApi.update, async ({ params, body, actor }) => {
    await updateProposal(db, actor, params.id, body);
    return details(params.id);
  });
  implement(router, proposalApi.remove, async ({ params, actor }) => {
    await deleteProposal(db, actor, params.id);
    return null;
  });
  implement(router, proposalApi.cancel, async ({ params, body, actor }) => {
    await cancelProposal(db, actor, params.id, body.reason);
    return details(params.id);
  });
  implement(router, proposalApi.send, async ({ params, actor }) => {
    const link = await sendProposal(db, actor, params.id, config.baseUrl);
    return { ...link, proposal: await details(params.id) };
  });
  implement(router, proposalApi.newLink, async ({ params, actor }) => {
    const link = await regenerateLink(db, actor, params.id, config.baseUrl);
    return { ...link, proposal: await details(params.id) };
  });
  implement(router, proposalApi.revokeLink, async ({ params, actor }) => {
    await revokeLink(db, actor, params.id);
    return details(params.id);
  });
  implement(router, proposalApi.mailDraft, ({ params }) => proposalMailDraft(db, config, params.id));
  implement(router, proposalApi.email, ({ params, body, actor }) =>
    emailProposal(db, config, actor, params.id, body),
  );
  implement(router, proposalApi.deliveries, async ({ params }) => {
    await details(params.id);
    return { items: await documentDeliveries(db, { proposalId: params.id }) };
  });
  router.get('/api/proposals/:id/pdf', (c) => {
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw notFound(PROPOSAL_NOT_FOUND);
    return pdf(c, id);
  });

  // The client's billing profile, on the lead.
  implement(router, proposalApi.billingProfile, async ({ params }) => ({
    profile: await readBillingProfile(db, params.id),
  }));
  implement(router, proposalApi.saveBillingProfile, async ({ params, body, actor }) => ({
    profile: await saveBillingProfile(db, actor, params.id, body),
  }));

  // The client's side: rate-limited before the body is read, never cached.
  const limit =
    (name: string, max: number, windowMs: number): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const result = await hitRateLimit(db, `proposal-${name}:${c.get('clientIp')}`, max, windowMs);
      if (result.allowed) return next();
      return c.json({ error: { code: 'rate_limited', message: RATE_LIMITED } }, 429, {
        'retry-after': String(result.retryAfterSeconds),
      });
    };
  const noStore = (c: Context<AppEnv>) => {
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    return { ip: c.get('clientIp') || null, userAgent: c.req.header('user-agent') ?? null };
  };
  router.on(['GET'], [PUBLIC, `${PUBLIC}/pdf`], limit('read', 60, 60_000));
  router.on(['POST'], [`${PUBLIC}/accept`, `${PUBLIC}/decline`], limit('answer', 10, 10 * 60_000));
  implement(router, proposalApi.publicView, ({ params, c }) => {
    noStore(c);
    return viewProposal(db, params.token);
  });
  router.get(`${PUBLIC}/pdf`, async (c) => pdf(c, await proposalIdByToken(db, c.req.param('token'))));
  implement(router, proposalApi.accept, ({ params, body, c }) =>
    acceptProposal(
      db,
      params.token,
      {
        name: body.name,
        cpf: body.cpf,
        selectedOptionalItemIds: body.selectedOptionalItemIds,
        version: body.version,
        contentHash: body.contentHash,
      },
      noStore(c),
    ),
  );
  implement(router, proposalApi.decline, ({ params, body, c }) =>
    declineProposal(db, params.token, body.reason, noStore(c)),
  );
  return router;
}
