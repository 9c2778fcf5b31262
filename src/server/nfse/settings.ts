/**
 * Configurações → NFS-e (issue 27, decision 072): the provider's switch, environment and API address,
 * the company's municipal data and service codes, and the A1 certificate. Stored in `settings` under
 * 'nfse.settings' (never served by GET /api/settings). The PFX and its password are sealed
 * (lib/secret-box.ts) and never leave the server: the screen shows the certificate's name, CNPJ and
 * expiry only.
 */
import { eq, sql } from 'drizzle-orm';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { settings } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError } from '@server/lib/http';
import { openSecret, sealSecret } from '@server/lib/secret-box';
import { NFSE_DEFAULT_BASE_URLS, nfseEnvironments } from '@shared/nfse/catalog';
import type { NfseCertificateInput, NfseSettingsValues, NfseSettingsView } from '@shared/nfse/schemas';
import { type A1Certificate, CertificateError, readPfx } from './certificate';

export const NFSE_SETTINGS_KEY = 'nfse.settings';
const PFX_PURPOSE = 'nfse-pfx';
const PASSWORD_PURPOSE = 'nfse-pfx-password';
/** The DPS série this installation uses (one per issuing system). */
export const NFSE_SERIES = '1';

type StoredCertificate = {
  pfx: string;
  password: string;
  subject: string;
  cnpj: string | null;
  notAfter: string;
};

type Stored = NfseSettingsValues & { certificate: StoredCertificate | null };

export const DEFAULT_NFSE_SETTINGS: NfseSettingsValues = {
  enabled: false,
  environment: 'producao_restrita',
  baseUrl: NFSE_DEFAULT_BASE_URLS.producao_restrita,
  municipalRegistration: '',
  municipalityCode: '',
  serviceItem: '',
  nationalTaxCode: '',
  nbsCode: '',
  issRate: '2.00',
  simplesNacional: true,
};

async function readStored(db: Db): Promise<Stored | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, NFSE_SETTINGS_KEY))
    .limit(1);
  const value = row?.value as Partial<Stored> | undefined;
  if (!value || typeof value !== 'object') return null;
  const environment = nfseEnvironments.some((entry) => entry.value === value.environment)
    ? (value.environment as Stored['environment'])
    : DEFAULT_NFSE_SETTINGS.environment;
  const text = (key: keyof NfseSettingsValues) =>
    typeof value[key] === 'string' ? (value[key] as string) : (DEFAULT_NFSE_SETTINGS[key] as string);
  return {
    enabled: value.enabled === true,
    environment,
    baseUrl: text('baseUrl'),
    municipalRegistration: text('municipalRegistration'),
    municipalityCode: text('municipalityCode'),
    serviceItem: text('serviceItem'),
    nationalTaxCode: text('nationalTaxCode'),
    nbsCode: text('nbsCode'),
    issRate: text('issRate'),
    simplesNacional: value.simplesNacional !== false,
    certificate:
      value.certificate && typeof value.certificate.pfx === 'string'
        ? (value.certificate as StoredCertificate)
        : null,
  };
}

async function writeStored(db: Db, value: Stored, userId: string | null) {
  await db
    .insert(settings)
    .values({ key: NFSE_SETTINGS_KEY, value, updatedBy: userId, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    });
}

const isComplete = (value: NfseSettingsValues) =>
  Boolean(value.municipalityCode && value.nationalTaxCode && value.nbsCode && value.issRate && value.baseUrl);

function certificateReadable(config: Config, stored: StoredCertificate): boolean {
  return (
    openSecret(config.authSecret, PFX_PURPOSE, stored.pfx) !== null &&
    openSecret(config.authSecret, PASSWORD_PURPOSE, stored.password) !== null
  );
}

export async function readNfseSettings(db: Db, config: Config): Promise<NfseSettingsView> {
  const stored = await readStored(db);
  const values = stored ?? { ...DEFAULT_NFSE_SETTINGS, certificate: null };
  const { certificate, ...rest } = values;
  return {
    ...rest,
    series: NFSE_SERIES,
    configured: stored !== null && isComplete(rest),
    certificate: certificate
      ? {
          subject: certificate.subject,
          cnpj: certificate.cnpj,
          notAfter: certificate.notAfter,
          unreadable: !certificateReadable(config, certificate),
        }
      : null,
  };
}

/** What the audit log shows of the settings (never the certificate's secrets). */
function auditView(value: Stored | null) {
  if (!value) return null;
  const { certificate, ...rest } = value;
  return {
    ...rest,
    certificateSubject: certificate?.subject ?? null,
    certificateNotAfter: certificate?.notAfter ?? null,
  };
}

export async function saveNfseSettings(
  db: Db,
  config: Config,
  actor: Actor,
  input: NfseSettingsValues,
  userId: string | null,
): Promise<NfseSettingsView> {
  const before = await readStored(db);
  const value: Stored = { ...input, certificate: before?.certificate ?? null };
  await writeStored(db, value, userId);
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'nfse_settings',
    entityId: null,
    before: auditView(before),
    after: auditView(value),
  });
  return readNfseSettings(db, config);
}

export async function saveNfseCertificate(
  db: Db,
  config: Config,
  actor: Actor,
  input: NfseCertificateInput,
  userId: string | null,
  now = new Date(),
): Promise<NfseSettingsView> {
  const pfx = Buffer.from(input.pfxBase64, 'base64');
  let certificate: A1Certificate;
  try {
    certificate = readPfx(pfx, input.password, now);
  } catch (error) {
    if (error instanceof CertificateError) {
      const field = error.message === 'Senha do certificado incorreta.' ? 'password' : 'pfxBase64';
      throw new HttpError(422, 'validation', error.message, { [field]: error.message });
    }
    throw error;
  }
  if (!certificate.cnpj) {
    const message = 'O certificado não traz um CNPJ: use o certificado A1 (e-CNPJ) da empresa.';
    throw new HttpError(422, 'validation', message, { pfxBase64: message });
  }
  const before = await readStored(db);
  const value: Stored = {
    ...(before ?? DEFAULT_NFSE_SETTINGS),
    certificate: {
      pfx: sealSecret(config.authSecret, PFX_PURPOSE, input.pfxBase64),
      password: sealSecret(config.authSecret, PASSWORD_PURPOSE, input.password),
      subject: certificate.subject,
      cnpj: certificate.cnpj,
      notAfter: certificate.notAfter.toISOString(),
    },
  };
  await writeStored(db, value, userId);
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'nfse_settings',
    entityId: null,
    before: { certificateSubject: before?.certificate?.subject ?? null },
    after: { certificateSubject: certificate.subject, certificateNotAfter: value.certificate!.notAfter },
  });
  return readNfseSettings(db, config);
}

/** Everything needed to issue, or a PT-BR reason why not. */
export type Issuer = {
  settings: NfseSettingsValues;
  certificate: A1Certificate;
  pfx: Buffer;
  password: string;
  cnpj: string;
};

export async function loadIssuer(
  db: Db,
  config: Config,
  now = new Date(),
): Promise<{ issuer: Issuer; reason: null } | { issuer: null; reason: string }> {
  const stored = await readStored(db);
  if (!stored?.enabled) {
    return {
      issuer: null,
      reason: 'A emissão de NFS-e pela API nacional está desligada (Configurações → NFS-e).',
    };
  }
  const { certificate: sealed, ...values } = stored;
  if (!isComplete(values)) {
    return {
      issuer: null,
      reason: 'Complete as configurações da NFS-e (município, códigos do serviço e alíquota).',
    };
  }
  if (!sealed) return { issuer: null, reason: 'Envie o certificado A1 da empresa em Configurações → NFS-e.' };
  const pfxBase64 = openSecret(config.authSecret, PFX_PURPOSE, sealed.pfx);
  const password = openSecret(config.authSecret, PASSWORD_PURPOSE, sealed.password);
  if (pfxBase64 === null || password === null) {
    return {
      issuer: null,
      reason: 'O certificado salvo não pode mais ser lido (o segredo do servidor mudou): envie-o de novo.',
    };
  }
  const pfx = Buffer.from(pfxBase64, 'base64');
  try {
    const certificate = readPfx(pfx, password, now);
    return {
      issuer: { settings: values, certificate, pfx, password, cnpj: certificate.cnpj ?? '' },
      reason: null,
    };
  } catch (error) {
    if (error instanceof CertificateError) return { issuer: null, reason: error.message };
    throw error;
  }
}

export async function requireIssuer(db: Db, config: Config): Promise<Issuer> {
  const loaded = await loadIssuer(db, config);
  if (!loaded.issuer) throw conflict(loaded.reason);
  return loaded.issuer;
}
