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
 * The contract is src/shared/privacy/api.ts; only the download is plain Hono.
 */
import { eq } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { leads, type ScoreReason } from '@server/db/schema';
import { implement } from '@server/http/endpoint';
import { query } from '@server/http/validate';
import { recordAudit } from '@server/lib/audit';
import { csvLine } from '@server/lib/csv';
import { HttpError, notFound } from '@server/lib/http';
import { hitRateLimit } from '@server/lib/rate-limit';
import { saoPauloDay } from '@shared/format';
import { privacyApi } from '@shared/privacy/api';
import {
  exportQuerySchema,
  type PersonalExport,
  PRIVACY_REQUEST_NOT_FOUND,
  PRIVACY_REQUEST_RECEIVED,
} from '@shared/privacy/schemas';
import { LEAD_NOT_FOUND } from '@shared/schemas/lead';
import { answerWithdrawal, appendConsent, withdrawMarketing } from './consent';
import { exportPersonalData, personOf } from './personal-data';
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
} from './requests';
import { runRetention } from './retention';
import { findPrivacyToken } from './tokens';

const PUBLIC_LIMIT = 5;
const PUBLIC_WINDOW_MS = 10 * 60_000;
const SMALL_BODY = bodyLimit({
  maxSize: 8 * 1024,
  onError: (c) => c.json({ error: { code: 'payload_too_large', message: 'O pedido é grande demais.' } }, 413),
});

/** One value of the export as CSV text. */
const cellText = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

export function privacyRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const router = new Hono<AppEnv>();

  // ---------------------------------------------------------------- adm: the requests queue
  implement(router, privacyApi.list, async ({ query }) => ({
    items: await listPrivacyRequests(db, query.status),
  }));
  implement(router, privacyApi.verify, async ({ params, body, actor }) => {
    await verifyByStaff(db, actor, params.id, body.note);
    return { ok: true as const };
  });
  router.get(privacyApi.exportData.path, query(exportQuerySchema), async (c) => {
    const id = c.req.param('id');
    if (!z.uuid().safeParse(id).success) throw notFound(PRIVACY_REQUEST_NOT_FOUND);
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
          csv += csvLine([table, String(record.id ?? ''), field, cellText(value)]);
        }
      }
    }
    return c.body(csv, 200, {
      ...headers,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}.csv"`,
    });
  });
  implement(router, privacyApi.correct, async ({ params, body, actor }) => {
    await correctLead(db, actor, params.id, body.leadId, body.fields);
    return { ok: true as const };
  });
  implement(router, privacyApi.anonymizePreview, ({ params, c }) => {
    c.header('cache-control', 'no-store');
    return previewAnonymization(db, params.id);
  });
  implement(router, privacyApi.anonymize, async ({ params, body, actor }) => ({
    ok: true as const,
    ...(await anonymizeRequest(db, actor, params.id, body.fingerprint)),
  }));
  implement(router, privacyApi.close, async ({ params, body, actor }) => ({
    ok: true as const,
    emailed: await closeRequest(db, config, actor, params.id, body.outcome, body.reply),
  }));
  implement(router, privacyApi.retentionPreview, () => runRetention(db, { now: new Date(), dryRun: true }));
  implement(router, privacyApi.retentionRun, async ({ actor }) => {
    const result = await runRetention(db, { now: new Date(), dryRun: false });
    await recordAudit(db, actor, {
      action: 'privacy_retention_run',
      entity: 'privacy_retention',
      after: { leads: result.leads.length, chatSessions: result.chatSessions.length },
    });
    return result;
  });

  // ---------------------------------------------------------------- the person, without sign-in
  // Rate-limited per address and small bodies, before the body is read; the same answer whatever we hold.
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
  router.on(['POST'], [privacyApi.request.path], limited('request'), SMALL_BODY);
  router.on(
    ['POST'],
    [privacyApi.verifyByLink.path, privacyApi.withdrawal.path],
    limited('verify', 20),
    SMALL_BODY,
  );
  router.on(['POST'], [privacyApi.unsubscribe.path], limited('unsubscribe', 20), SMALL_BODY);

  implement(router, privacyApi.request, async ({ body, c }) => {
    // Bots get the same answer and store nothing.
    if (!body.website) await createPrivacyRequest(db, config, body, context(c));
    c.header('cache-control', 'no-store');
    return { ok: true as const, message: PRIVACY_REQUEST_RECEIVED };
  });
  implement(router, privacyApi.verifyByLink, async ({ body }) => {
    if (!(await verifyByToken(db, body.token))) throw invalidLink();
    return { ok: true as const };
  });
  implement(router, privacyApi.withdrawal, async ({ body, c }) => {
    if (!(await answerWithdrawal(db, body.token, body.decision, context(c)))) throw invalidLink();
    return { ok: true as const, decision: body.decision };
  });
  // One click, no sign-in: the link reached the person's mailbox, so it is their act (channel 'unsubscribe').
  implement(router, privacyApi.unsubscribe, async ({ body, c }) => {
    const token = await findPrivacyToken(db, 'unsubscribe', body.token);
    if (!token) throw invalidLink();
    await withdrawMarketing(db, token.email, 'unsubscribe', context(c));
    return { ok: true as const };
  });

  // ---------------------------------------------------------------- a lead: art. 20 and staff consent
  const leadOf = async (id: string) => {
    const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
    if (!lead) throw notFound(`${LEAD_NOT_FOUND}.`);
    return lead;
  };
  implement(router, privacyApi.scoreOverride, async ({ params, body, viewer, actor }) => {
    const { score, reason } = body;
    const lead = await leadOf(params.id);
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
      .where(eq(leads.id, params.id));
    await recordAudit(db, actor, {
      action: 'score_override',
      entity: 'lead',
      entityId: params.id,
      before: { score: previous },
      after: { score, reason },
    });
    return { ok: true as const, score };
  });
  implement(router, privacyApi.staffConsent, async ({ params, body, viewer, actor }) => {
    await leadOf(params.id);
    await appendConsent(
      db,
      [params.id],
      { ...body, channel: 'staff' },
      { ip: null, userAgent: null, now: new Date(), recordedBy: viewer.user?.id ?? null },
    );
    await recordAudit(db, actor, {
      action: body.granted ? 'consent_granted' : 'consent_withdrawn',
      entity: 'lead',
      entityId: params.id,
      after: { purpose: body.purpose, channel: 'staff' },
    });
    return { ok: true as const };
  });

  return router;
}
