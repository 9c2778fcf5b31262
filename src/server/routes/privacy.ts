/**
 * LGPD (docs/product/privacy-lgpd.md).
 * - /api/privacy (adm): the requests queue with the art. 19 clock, verify, export (JSON/CSV), correct,
 *   anonymise, close with a reply; the retention preview and run.
 * - /api/public (no sign-in): POST /privacy-requests (the rights page), /privacy-requests/verify (the
 *   one-time link), /privacy-requests/withdrawal (confirm or undo a withdrawal typed on the form, one-time
 *   link), /unsubscribe (the link in every e-mail). Rate-limited per address, small bodies, the same
 *   answer whatever we hold.
 * - GET /api/privacy/requests/:id/anonymize-preview: what 'Anonimizar' would change (dry run); POST
 *   …/anonymize with that preview's fingerprint changes exactly that (409 when the data changed).
 * - /api/leads/:id/score and /:id/consents (comercial, adm): the art. 20 override and staff consent.
 */
import { eq } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { leads, type ScoreReason } from '@server/db/schema';
import { json, query } from '@server/http/validate';
import { recordAudit } from '@server/lib/audit';
import { csvLine } from '@server/lib/csv';
import { HttpError, notFound } from '@server/lib/http';
import { hitRateLimit } from '@server/lib/rate-limit';
import { answerWithdrawal, appendConsent, withdrawMarketing } from '@server/privacy/consent';
import { exportPersonalData, personOf } from '@server/privacy/personal-data';
import {
  anonymizeRequest,
  closeRequest,
  correctLead,
  createPrivacyRequest,
  listPrivacyRequests,
  previewAnonymization,
  startWork,
  verifyByStaff,
  verifyByToken,
} from '@server/privacy/requests';
import { runRetention } from '@server/privacy/retention';
import { findPrivacyToken } from '@server/privacy/tokens';
import { saoPauloDay } from '@shared/format';
import {
  anonymizeRequestSchema,
  closeRequestSchema,
  correctRequestSchema,
  type PersonalExport,
  PRIVACY_REQUEST_RECEIVED,
  privacyListQuerySchema,
  privacyRequestSchema,
  privacyTokenSchema,
  scoreOverrideSchema,
  staffConsentSchema,
  verifyRequestSchema,
  withdrawalAnswerSchema,
} from '@shared/schemas/privacy';

const uuid = z.uuid();
const idParam = (value: string, message = 'Pedido não encontrado.') => {
  if (!uuid.safeParse(value).success) throw notFound(message);
  return value;
};
const exportQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { error: 'Formato inválido.' }).default('json'),
});
const retentionRunSchema = z.object({ confirm: z.literal(true, { error: 'Confirme a execução.' }) });

export function privacyRoutes(deps: AppDeps) {
  const { db, config } = deps;
  return new Hono<AppEnv>()
    .get('/requests', query(privacyListQuerySchema), async (c) =>
      c.json({ items: await listPrivacyRequests(db, c.req.valid('query').status) }),
    )
    .post('/requests/:id/verify', json(verifyRequestSchema), async (c) => {
      await verifyByStaff(db, actorOf(c.get('viewer')), idParam(c.req.param('id')), c.req.valid('json').note);
      return c.json({ ok: true as const });
    })
    .get('/requests/:id/export', query(exportQuerySchema), async (c) => {
      const id = idParam(c.req.param('id'));
      const row = await startWork(db, actorOf(c.get('viewer')), id, 'privacy_export');
      const tables = await exportPersonalData(db, await personOf(db, row.email));
      const body: PersonalExport = { email: row.email, generatedAt: new Date().toISOString(), tables };
      const name = `dados-titular-${saoPauloDay()}`;
      const headers = { 'cache-control': 'no-store' };
      if (c.req.valid('query').format === 'json') {
        return c.body(JSON.stringify(body, null, 2), 200, {
          ...headers,
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="${name}.json"`,
        });
      }
      // One long table: where each value came from (table, row, column), so every table fits one file.
      let csv = `\uFEFF${csvLine(['tabela', 'registro', 'campo', 'valor'])}`;
      for (const [table, rows] of Object.entries(tables)) {
        for (const record of rows) {
          for (const [field, value] of Object.entries(record)) {
            const text =
              value === null || value === undefined
                ? ''
                : value instanceof Date
                  ? value.toISOString()
                  : typeof value === 'object'
                    ? JSON.stringify(value)
                    : String(value);
            csv += csvLine([table, String(record.id ?? ''), field, text]);
          }
        }
      }
      return c.body(csv, 200, {
        ...headers,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}.csv"`,
      });
    })
    .post('/requests/:id/correct', json(correctRequestSchema), async (c) => {
      const { leadId, fields } = c.req.valid('json');
      await correctLead(db, actorOf(c.get('viewer')), idParam(c.req.param('id')), leadId, fields);
      return c.json({ ok: true as const });
    })
    .get('/requests/:id/anonymize-preview', async (c) =>
      c.json(await previewAnonymization(db, idParam(c.req.param('id'))), 200, {
        'cache-control': 'no-store',
      }),
    )
    .post('/requests/:id/anonymize', json(anonymizeRequestSchema), async (c) => {
      const done = await anonymizeRequest(
        db,
        actorOf(c.get('viewer')),
        idParam(c.req.param('id')),
        c.req.valid('json').fingerprint,
      );
      return c.json({ ok: true as const, ...done });
    })
    .post('/requests/:id/close', json(closeRequestSchema), async (c) => {
      const { outcome, reply } = c.req.valid('json');
      const emailed = await closeRequest(
        db,
        config,
        actorOf(c.get('viewer')),
        idParam(c.req.param('id')),
        outcome,
        reply,
      );
      return c.json({ ok: true as const, emailed });
    })
    .get('/retention', async (c) => c.json(await runRetention(db, { now: new Date(), dryRun: true })))
    .post('/retention/run', json(retentionRunSchema), async (c) => {
      const result = await runRetention(db, { now: new Date(), dryRun: false });
      await recordAudit(db, actorOf(c.get('viewer')), {
        action: 'privacy_retention_run',
        entity: 'privacy_retention',
        after: { leads: result.leads.length, chatSessions: result.chatSessions.length },
      });
      return c.json(result);
    });
}

const PUBLIC_LIMIT = 5;
const PUBLIC_WINDOW_MS = 10 * 60_000;
const SMALL_BODY = bodyLimit({
  maxSize: 8 * 1024,
  onError: (c) => c.json({ error: { code: 'payload_too_large', message: 'O pedido é grande demais.' } }, 413),
});

export function publicPrivacyRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const limited =
    (name: string, limit = PUBLIC_LIMIT): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const result = await hitRateLimit(
        db,
        `public:privacy:${name}:${c.get('clientIp')}`,
        limit,
        PUBLIC_WINDOW_MS,
      );
      if (result.allowed) return next();
      return c.json(
        {
          error: {
            code: 'rate_limited',
            message: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
          },
        },
        429,
        { 'retry-after': String(result.retryAfterSeconds) },
      );
    };
  const context = (c: Context<AppEnv>) => ({
    ip: c.get('clientIp') || null,
    userAgent: c.req.header('user-agent') ?? null,
    now: new Date(),
  });
  const invalidLink = () => new HttpError(422, 'invalid_token', 'Link inválido ou expirado.');

  return (
    new Hono<AppEnv>()
      .post('/privacy-requests', limited('request'), SMALL_BODY, json(privacyRequestSchema), async (c) => {
        const input = c.req.valid('json');
        // Bots get the same answer and store nothing.
        if (!input.website) await createPrivacyRequest(db, config, input, context(c));
        return c.json({ ok: true as const, message: PRIVACY_REQUEST_RECEIVED }, 202, {
          'cache-control': 'no-store',
        });
      })
      .post(
        '/privacy-requests/verify',
        limited('verify', 20),
        SMALL_BODY,
        json(privacyTokenSchema),
        async (c) => {
          if (!(await verifyByToken(db, c.req.valid('json').token))) throw invalidLink();
          return c.json({ ok: true as const });
        },
      )
      .post(
        '/privacy-requests/withdrawal',
        limited('verify', 20),
        SMALL_BODY,
        json(withdrawalAnswerSchema),
        async (c) => {
          const { token, decision } = c.req.valid('json');
          if (!(await answerWithdrawal(db, token, decision, context(c)))) throw invalidLink();
          return c.json({ ok: true as const, decision });
        },
      )
      // One click, no sign-in: the link reached the person's mailbox, so it is their act (channel 'unsubscribe').
      .post('/unsubscribe', limited('unsubscribe', 20), SMALL_BODY, json(privacyTokenSchema), async (c) => {
        const token = await findPrivacyToken(db, 'unsubscribe', c.req.valid('json').token);
        if (!token) throw invalidLink();
        await withdrawMarketing(db, token.email, 'unsubscribe', context(c));
        return c.json({ ok: true as const });
      })
  );
}

export function leadPrivacyRoutes(deps: AppDeps) {
  const { db } = deps;
  const leadParam = (value: string) => idParam(value, 'Lead não encontrado.');
  return new Hono<AppEnv>()
    .post('/:id/score', json(scoreOverrideSchema), async (c) => {
      const id = leadParam(c.req.param('id'));
      const { score, reason } = c.req.valid('json');
      const viewer = c.get('viewer');
      const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
      if (!lead) throw notFound('Lead não encontrado.');
      const previous = lead.score;
      // The automatic reasons stay; the override is one more reason, with who and why (art. 20).
      const reasons: ScoreReason[] = [
        ...(lead.scoreReasons ?? []).filter((entry) => !entry.label.startsWith('Ajuste manual')),
        {
          label: `Ajuste manual por ${viewer.user?.name || viewer.user?.email || 'equipe'}`,
          points: score - (previous ?? 0),
          detail: reason,
        },
      ];
      await db
        .update(leads)
        .set({ score, scoreReasons: reasons, updatedAt: new Date() })
        .where(eq(leads.id, id));
      await recordAudit(db, actorOf(viewer), {
        action: 'score_override',
        entity: 'lead',
        entityId: id,
        before: { score: previous },
        after: { score, reason },
      });
      return c.json({ ok: true as const, score });
    })
    .post('/:id/consents', json(staffConsentSchema), async (c) => {
      const id = leadParam(c.req.param('id'));
      const input = c.req.valid('json');
      const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).limit(1);
      if (!lead) throw notFound('Lead não encontrado.');
      const viewer = c.get('viewer');
      await appendConsent(
        db,
        [id],
        { ...input, channel: 'staff' },
        {
          ip: null,
          userAgent: null,
          now: new Date(),
          recordedBy: viewer.user?.id ?? null,
        },
      );
      await recordAudit(db, actorOf(viewer), {
        action: input.granted ? 'consent_granted' : 'consent_withdrawn',
        entity: 'lead',
        entityId: id,
        after: { purpose: input.purpose, channel: 'staff' },
      });
      return c.json({ ok: true as const });
    });
}
