/** The settings page's Segurança and Banco de Dados panels: checks of the running system, not static text. */
import { sql } from 'drizzle-orm';
import { apiAccess, apiAccessFor, decide, pageAccess } from '../../shared/catalog/access';
import { defaultSettings, settingsSchema } from '../../shared/schemas/settings';
import type { CheckStatus, DatabaseStatus, SecurityCheck, SecurityReport } from '../../shared/schemas/system';
import type { AppDeps } from '../context';
import { queryRows } from '../db/client';

const DEV_SECRET = 'dev-only-secret-change-me-0123456789abcdef';
const DAY_MS = 24 * 60 * 60 * 1000;

export function securityReport(deps: AppDeps, requestProtocol: string, now = new Date()): SecurityReport {
  const { config } = deps;
  const production = config.NODE_ENV === 'production';
  const notOk = (): CheckStatus => (production ? 'error' : 'warning');
  const checks: SecurityCheck[] = [];

  const https = requestProtocol === 'https' || config.baseUrl.startsWith('https://');
  checks.push({
    id: 'https',
    label: 'HTTPS habilitado',
    status: https ? 'ok' : notOk(),
    message: https
      ? 'As conexões com o site usam HTTPS.'
      : 'Sem HTTPS: aceitável só em ambiente local. Em produção, publique atrás de HTTPS e defina PUBLIC_URL com https://.',
  });

  const ownSecret = Boolean(config.BETTER_AUTH_SECRET) && config.authSecret !== DEV_SECRET;
  checks.push({
    id: 'auth',
    label: 'Autenticação configurada',
    status: ownSecret ? 'ok' : notOk(),
    message: ownSecret
      ? 'Segredo próprio configurado; sessões no banco com cookies HttpOnly.'
      : 'Usando o segredo de desenvolvimento. Defina BETTER_AUTH_SECRET com 32+ caracteres.',
  });

  // Probe the same table the gate uses: a signed-out caller must be refused users, a marketing
  // member must be refused settings.
  const gateWorks =
    decide(apiAccessFor('/api/users', 'GET'), { signedIn: false, roles: [] }) === 'unauthenticated' &&
    decide(apiAccessFor('/api/settings', 'PUT'), { signedIn: true, roles: ['mkt'] }) === 'forbidden';
  checks.push({
    id: 'access',
    label: 'Controle de acesso no servidor ativo',
    status: gateWorks ? 'ok' : 'error',
    message: gateWorks
      ? `${apiAccess.length} regras de API e ${pageAccess.length} de páginas verificadas a cada requisição.`
      : 'A tabela de acesso não recusa chamadas que deveria recusar.',
  });

  const validates = !settingsSchema.safeParse({ ...defaultSettings, contactEmail: 'não-é-email' }).success;
  checks.push({
    id: 'validation',
    label: 'Validação de dados ativa',
    status: validates ? 'ok' : 'error',
    message: validates
      ? 'Toda entrada é validada no servidor com os mesmos esquemas dos formulários.'
      : 'Os esquemas de validação aceitaram um dado inválido.',
  });

  const rateLimited = config.NODE_ENV !== 'test';
  checks.push({
    id: 'rate_limit',
    label: 'Limite de tentativas ativo',
    status: rateLimited ? 'ok' : 'warning',
    message: rateLimited
      ? 'Login: 10 tentativas por minuto; cadastro: 5 por minuto; formulários públicos limitados por endereço IP.'
      : 'Desativado no ambiente de testes.',
  });

  return {
    checks,
    checkedAt: now.toISOString(),
    nextCheckAt: new Date(now.getTime() + DAY_MS).toISOString(),
  };
}

const COUNTED_TABLES = [
  'profiles',
  'leads',
  'projects',
  'appointments',
  'blog_posts',
  'chat_messages',
  'notifications',
  'files',
  'audit_log',
] as const;

export async function databaseStatus(deps: AppDeps): Promise<DatabaseStatus> {
  const driver = deps.database.driver;
  const checkedAt = new Date().toISOString();
  const started = performance.now();
  try {
    await deps.database.ping();
  } catch {
    return {
      online: false,
      driver,
      latencyMs: null,
      sizeBytes: null,
      tables: [],
      checkedAt,
      message: 'Falha na conexão',
    };
  }
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  const counts = await queryRows<Record<string, number | string>>(
    deps.db,
    sql.raw(`select ${COUNTED_TABLES.map((name) => `(select count(*) from ${name}) as ${name}`).join(', ')}`),
  );
  const row = counts[0] ?? {};
  let sizeBytes: number | null = null;
  try {
    const size = await queryRows<{ size: number | string }>(
      deps.db,
      sql`select pg_database_size(current_database()) as size`,
    );
    sizeBytes = Number(size[0]?.size ?? 0) || null;
  } catch {
    sizeBytes = null; // not every host lets us read it
  }
  return {
    online: true,
    driver,
    latencyMs,
    sizeBytes,
    tables: COUNTED_TABLES.map((name) => ({ name, rows: Number(row[name] ?? 0) })),
    checkedAt,
    message: 'Conectado com sucesso',
  };
}
