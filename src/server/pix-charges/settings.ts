/**
 * The PIX provider saved in Configurações → Cobrança PIX (decision 071): off by default (the static
 * BR Code of src/shared/pix.ts stays). The client secret, the certificate and the webhook secret are
 * sealed (lib/secret-box.ts, as SMTP's password, decision 066) and never leave the server: the screen
 * only learns whether each is saved.
 */
import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { settings } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError } from '@server/lib/http';
import { openSecret, sealSecret } from '@server/lib/secret-box';
import type { PixConnectionResult, PixProviderInput, PixProviderView } from '@shared/pix-charges/schemas';
import { bcbProvider, forgetTokens } from './bcb-provider';
import { type PixProvider, PixProviderError } from './provider';

export const PIX_SETTINGS_KEY = 'pix.provider';
export const WEBHOOK_PATH = '/api/public/pix/webhook';
const PURPOSE = {
  clientSecret: 'pix-client-secret',
  certificate: 'pix-certificate',
  webhookSecret: 'pix-webhook',
};

export type StoredPix = {
  enabled: boolean;
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  pixKey: string;
  boleto: boolean;
  /** Sealed, or ''. */
  clientSecret: string;
  certificate: string;
  webhookSecret: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function readStoredPix(db: Db): Promise<StoredPix | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, PIX_SETTINGS_KEY))
    .limit(1);
  const value = row?.value as Partial<StoredPix> | undefined;
  if (!value || typeof value !== 'object') return null;
  return {
    enabled: value.enabled === true,
    baseUrl: text(value.baseUrl),
    tokenUrl: text(value.tokenUrl),
    clientId: text(value.clientId),
    pixKey: text(value.pixKey),
    boleto: value.boleto === true,
    clientSecret: text(value.clientSecret),
    certificate: text(value.certificate),
    webhookSecret: text(value.webhookSecret),
  };
}

const opened = (config: Config, which: keyof typeof PURPOSE, sealed: string) =>
  sealed ? openSecret(config.authSecret, PURPOSE[which], sealed) : '';

export async function readPixSettings(db: Db, config: Config): Promise<PixProviderView> {
  const stored = await readStoredPix(db);
  const saved = (which: keyof typeof PURPOSE) =>
    Boolean(stored?.[which]) && opened(config, which, stored?.[which] ?? '') !== null;
  return {
    enabled: stored?.enabled ?? false,
    baseUrl: stored?.baseUrl ?? '',
    tokenUrl: stored?.tokenUrl ?? '',
    clientId: stored?.clientId ?? '',
    pixKey: stored?.pixKey ?? '',
    boleto: stored?.boleto ?? false,
    clientSecretSaved: saved('clientSecret'),
    certificateSaved: saved('certificate'),
    webhookSecretSaved: saved('webhookSecret'),
    webhookPath: WEBHOOK_PATH,
  };
}

const auditView = (stored: StoredPix | null) =>
  stored
    ? {
        pixEnabled: stored.enabled,
        pixBaseUrl: stored.baseUrl,
        pixTokenUrl: stored.tokenUrl,
        pixClientId: stored.clientId,
        pixChargeKey: stored.pixKey,
        pixBoleto: stored.boleto,
      }
    : null;

export async function savePixSettings(
  db: Db,
  config: Config,
  actor: Actor,
  input: PixProviderInput,
  userId: string | null,
): Promise<PixProviderView> {
  const before = await readStoredPix(db);
  const keep = (which: keyof typeof PURPOSE, typed: string) => {
    if (typed) return sealSecret(config.authSecret, PURPOSE[which], typed);
    const kept = before?.[which] ?? '';
    return kept && opened(config, which, kept) !== null ? kept : '';
  };
  const value: StoredPix = {
    enabled: input.enabled,
    baseUrl: input.baseUrl.replace(/\/+$/, ''),
    tokenUrl: input.tokenUrl,
    clientId: input.clientId,
    pixKey: input.pixKey,
    boleto: input.boleto,
    clientSecret: keep('clientSecret', input.clientSecret),
    certificate: keep('certificate', input.certificate),
    webhookSecret: keep('webhookSecret', input.webhookSecret),
  };
  if (value.enabled) {
    const missing: Record<string, string> = {};
    if (!value.clientSecret) missing.clientSecret = 'Informe o client secret';
    if (!value.webhookSecret) missing.webhookSecret = 'Informe o segredo do webhook';
    if (Object.keys(missing).length)
      throw new HttpError(422, 'validation', Object.values(missing)[0]!, missing);
  }
  await db
    .insert(settings)
    .values({ key: PIX_SETTINGS_KEY, value, updatedBy: userId, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    });
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'settings',
    entityId: null,
    before: auditView(before),
    after: {
      ...auditView(value),
      pixClientSecretChanged: Boolean(input.clientSecret),
      pixCertificateChanged: Boolean(input.certificate),
      pixWebhookSecretChanged: Boolean(input.webhookSecret),
    },
  });
  forgetTokens();
  return readPixSettings(db, config);
}

/** The provider of the saved settings, or null when off. Throws a PT-BR error when a secret cannot be read. */
export async function providerFor(
  db: Db,
  config: Config,
  options: { timeoutMs?: number } = {},
): Promise<PixProvider | null> {
  const stored = await readStoredPix(db);
  if (!stored?.enabled) return null;
  const clientSecret = opened(config, 'clientSecret', stored.clientSecret);
  const certificate = opened(config, 'certificate', stored.certificate);
  if (clientSecret === null || certificate === null)
    throw new PixProviderError(
      'As credenciais salvas da cobrança PIX não podem mais ser lidas (o segredo do servidor mudou): informe-as de novo em Configurações → Cobrança PIX.',
      false,
    );
  return bcbProvider({
    baseUrl: stored.baseUrl,
    tokenUrl: stored.tokenUrl,
    clientId: stored.clientId,
    clientSecret,
    certificate,
    boleto: stored.boleto,
    timeoutMs: options.timeoutMs,
  });
}

/** Whether `given` is the saved webhook secret (constant time); false when none is saved or it is off. */
export async function webhookSecretMatches(db: Db, config: Config, given: string): Promise<boolean> {
  const stored = await readStoredPix(db);
  if (!stored?.enabled || !given) return false;
  const secret = opened(config, 'webhookSecret', stored.webhookSecret);
  if (!secret) return false;
  const a = Buffer.from(secret);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 'Testar conexão': fetches a token with the saved settings (not a cached one). */
export async function testPixConnection(db: Db, config: Config): Promise<PixConnectionResult> {
  const provider = await providerFor(db, config).catch((error: unknown) => {
    throw new HttpError(422, 'pix', (error as Error).message);
  });
  if (!provider) throw conflict('Ative a cobrança PIX e salve as configurações antes de testar.');
  forgetTokens();
  try {
    await provider.token();
    return { message: 'Conexão com o banco funcionando: token de acesso obtido.' };
  } catch (error) {
    throw new HttpError(
      422,
      'pix',
      error instanceof PixProviderError ? error.message : 'Erro inesperado ao falar com o banco.',
    );
  }
}
