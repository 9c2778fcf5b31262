/**
 * The PIX charge endpoints (src/shared/pix-charges/api.ts, adm) and the PSP's webhook (decision 071).
 *
 * The API Pix has the PSP call `<webhookUrl>/pix`. The webhookUrl registered at the PSP is
 * `https://<our host>/api/public/pix/webhook/<segredo>` (or `/api/public/pix/webhook` with the secret in
 * the `x-webhook-secret` header, for PSPs that send headers), so the calls land on
 * `POST /api/public/pix/webhook/<segredo>/pix` or `POST /api/public/pix/webhook/pix`. Public (no
 * sign-in) under /api/public/**; rate-limited per address; a wrong secret is 404 (public routes never answer 401/403; to a stranger the URL does not exist) before the body is
 * read; every PIX in the body is then confirmed on the bank (GET /v2/cobv/{txid}) before any money is
 * recorded — a body alone cannot mark anything paid.
 */
import { type Context, Hono, type Next } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { actorOf } from '@server/context';
import { implement } from '@server/http/endpoint';
import { json } from '@server/http/validate';
import { hitRateLimit } from '@server/lib/rate-limit';
import { pixChargeApi } from '@shared/pix-charges/api';
import { type PixWebhookBody, pixWebhookSchema } from '@shared/pix-charges/schemas';
import { type SettleOutcome, settlePix } from './charges';
import { PixProviderError } from './provider';
import {
  readPixSettings,
  savePixSettings,
  testPixConnection,
  WEBHOOK_PATH,
  webhookSecretMatches,
} from './settings';

export const WEBHOOK_LIMIT = { requests: 120, windowMs: 60_000 };

const problem = (c: Context<AppEnv>, status: 404 | 429 | 503, message: string) =>
  c.json({ error: { code: status === 404 ? 'not_found' : 'invalid', message } }, status);

export function pixChargeRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const router = new Hono<AppEnv>();
  implement(router, pixChargeApi.settings, () => readPixSettings(db, config));
  implement(router, pixChargeApi.saveSettings, ({ body, viewer }) =>
    savePixSettings(db, config, actorOf(viewer), body, viewer.user?.id ?? null),
  );
  implement(router, pixChargeApi.testConnection, () => testPixConnection(db, config));

  // The limit and the secret come before the body is read (json() below): a stranger costs one lookup.
  const guard = (secretOf: (c: Context<AppEnv>) => string) => async (c: Context<AppEnv>, next: Next) => {
    const limited = await hitRateLimit(
      db,
      `pix-webhook:${c.get('clientIp')}`,
      WEBHOOK_LIMIT.requests,
      WEBHOOK_LIMIT.windowMs,
    );
    if (!limited.allowed) return problem(c, 429, 'Muitas notificações. Aguarde um minuto.');
    if (!(await webhookSecretMatches(db, config, secretOf(c))))
      return problem(c, 404, 'Notificação não autorizada.');
    await next();
  };
  const webhook = async (c: Context<AppEnv>, body: PixWebhookBody) => {
    const outcomes: Record<SettleOutcome, number> = {
      recorded: 0,
      duplicate: 0,
      unknown: 0,
      not_paid: 0,
      mismatch: 0,
    };
    for (const pix of body.pix) {
      if (!pix.txid) {
        outcomes.unknown++;
        continue;
      }
      try {
        outcomes[await settlePix(deps, pix.txid, pix, 'webhook')]++;
      } catch (error) {
        // The bank could not be asked now: the PSP sends the notification again later.
        if (error instanceof PixProviderError && error.retry) return problem(c, 503, error.message);
        throw error;
      }
    }
    if (outcomes.mismatch || outcomes.not_paid)
      c.get('log').warn({ outcomes }, 'webhook PIX: notificação não confirmada pelo banco');
    return c.json({
      registrados: outcomes.recorded,
      repetidos: outcomes.duplicate,
      recusados: outcomes.mismatch + outcomes.not_paid + outcomes.unknown,
    });
  };
  router.post(
    `${WEBHOOK_PATH}/pix`,
    guard((c) => c.req.header('x-webhook-secret') ?? ''),
    json(pixWebhookSchema),
    (c) => webhook(c, c.req.valid('json')),
  );
  router.post(
    `${WEBHOOK_PATH}/:secret/pix`,
    guard((c) => c.req.param('secret') ?? ''),
    json(pixWebhookSchema),
    (c) => webhook(c, c.req.valid('json')),
  );
  return router;
}
