/**
 * /api/public/proposals/:token (no sign-in; docs/product/proposals.md): the client reads, accepts or
 * declines a proposal. Per-address rate limits (reading, and answering), the token compared by its
 * SHA-256, the body limited by the HTTP edge; every answer no-store. /pdf: that proposal's PDF (issue
 * 27; the accepted one carries the acceptance hash) — a token only ever gives its own proposal.
 */
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { json } from '@server/http/validate';
import { notFound } from '@server/lib/http';
import { pdfHeaders } from '@server/lib/pdf';
import { hitRateLimit } from '@server/lib/rate-limit';
import { proposalPdf } from '@server/proposals/proposal-pdf';
import {
  acceptProposal,
  declineProposal,
  proposalIdByToken,
  viewProposal,
} from '@server/proposals/public-proposal';
import { proposalAcceptSchema, proposalDeclineSchema } from '@shared/schemas/proposal';

const NO_STORE = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
const RATE_LIMITED = 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.';

export function publicProposalRoutes(deps: AppDeps) {
  const { db } = deps;
  const limit =
    (name: string, max: number, windowMs: number): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const result = await hitRateLimit(db, `proposal-${name}:${c.get('clientIp')}`, max, windowMs);
      if (result.allowed) return next();
      return c.json({ error: { code: 'rate_limited', message: RATE_LIMITED } }, 429, {
        'retry-after': String(result.retryAfterSeconds),
      });
    };
  const info = (c: {
    get: (key: 'clientIp') => string;
    req: { header: (name: string) => string | undefined };
  }) => ({
    ip: c.get('clientIp') || null,
    userAgent: c.req.header('user-agent') ?? null,
  });

  return new Hono<AppEnv>()
    .get('/:token', limit('read', 60, 60_000), async (c) =>
      c.json(await viewProposal(db, c.req.param('token')), 200, NO_STORE),
    )
    .get('/:token/pdf', limit('read', 60, 60_000), async (c) => {
      const pdf = await proposalPdf(db, await proposalIdByToken(db, c.req.param('token')));
      if (!pdf) throw notFound('Proposta não encontrada');
      return c.body(new Uint8Array(pdf.data), 200, pdfHeaders(pdf.filename, pdf.data.length));
    })
    .post('/:token/accept', limit('answer', 10, 10 * 60_000), json(proposalAcceptSchema), async (c) => {
      const input = c.req.valid('json');
      const result = await acceptProposal(
        db,
        c.req.param('token'),
        {
          name: input.name,
          cpf: input.cpf,
          selectedOptionalItemIds: input.selectedOptionalItemIds,
          version: input.version,
          contentHash: input.contentHash,
        },
        info(c),
      );
      return c.json(result, 200, NO_STORE);
    })
    .post('/:token/decline', limit('answer', 10, 10 * 60_000), json(proposalDeclineSchema), async (c) => {
      const result = await declineProposal(db, c.req.param('token'), c.req.valid('json').reason, info(c));
      return c.json(result, 200, NO_STORE);
    });
}
