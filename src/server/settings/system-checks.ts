/** The settings page's Segurança and Banco de Dados panels: checks of the running system, not static text. */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '@server/context';
import { queryRows } from '@server/db/client';
import { mailStatus } from '@server/mail/mailer';
import { withTimeout } from '@server/system/with-timeout';
import { apiAccess, apiAccessFor, decide, pageAccess } from '@shared/catalog/access';
import { defaultSettings, settingsSchema } from '@shared/schemas/settings';
import type { CheckStatus, DatabaseStatus, SecurityCheck, SecurityReport } from '@shared/schemas/system';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the report needs from the request being served and from the app itself. */
export type SecurityProbe = {
  /** The protocol the request arrived with ('https' when a trusted proxy says so). */
  requestProtocol: string;
  /** Whether the request carried X-Forwarded-For (a proxy in front of us). */
  forwardedFor: boolean;
  /** Asks this very app for a path (headers are read off the real response). */
  fetchSelf: (path: string) => Promise<Response>;
};

/** Headers every response should carry, and the ones a page (HTML) needs on top. */
const BASE_HEADERS = ['x-content-type-options', 'referrer-policy', 'x-frame-options'] as const;
const PAGE_HEADERS = ['content-security-policy', 'permissions-policy'] as const;
const HEADER_NAMES: Record<string, string> = {
  'x-content-type-options': 'X-Content-Type-Options',
  'referrer-policy': 'Referrer-Policy',
  'x-frame-options': 'X-Frame-Options',
  'content-security-policy': 'Content-Security-Policy',
  'permissions-policy': 'Permissions-Policy',
  'strict-transport-security': 'Strict-Transport-Security',
};

async function missingHeaders(probe: SecurityProbe, https: boolean): Promise<string[] | null> {
  try {
    const [page, api] = await Promise.all([
      withTimeout(probe.fetchSelf('/'), 3000, 'página inicial'),
      withTimeout(probe.fetchSelf('/api/health'), 3000, 'API'),
    ]);
    const missing = new Set<string>();
    for (const response of [page, api]) {
      for (const name of BASE_HEADERS) if (!response.headers.get(name)) missing.add(name);
      if (https && !response.headers.get('strict-transport-security'))
        missing.add('strict-transport-security');
    }
    for (const name of PAGE_HEADERS) if (!page.headers.get(name)) missing.add(name);
    await Promise.all([page.body?.cancel(), api.body?.cancel()]);
    return [...missing].map((name) => HEADER_NAMES[name] ?? name);
  } catch {
    return null;
  }
}

export async function securityReport(
  deps: AppDeps,
  probe: SecurityProbe,
  now = new Date(),
): Promise<SecurityReport> {
  const { config } = deps;
  const production = config.NODE_ENV === 'production';
  const notOk = (): CheckStatus => (production ? 'error' : 'warning');
  const checks: SecurityCheck[] = [];

  const https = config.baseUrl.startsWith('https://');
  const servedOverHttps = probe.requestProtocol === 'https';
  checks.push({
    id: 'https',
    label: 'HTTPS habilitado',
    status: https ? 'ok' : notOk(),
    message: https
      ? servedOverHttps
        ? `PUBLIC_URL usa HTTPS (${config.baseUrl}) e esta requisição chegou por HTTPS.`
        : `PUBLIC_URL usa HTTPS (${config.baseUrl}); os cookies de sessão são marcados Secure.`
      : 'Sem HTTPS: aceitável só em ambiente local. Em produção, publique atrás de HTTPS e defina PUBLIC_URL com https://.',
  });

  const secretMessages = {
    env: 'Segredo próprio (BETTER_AUTH_SECRET) configurado; sessões no banco com cookies HttpOnly.',
    generated: `Segredo gerado automaticamente em ${config.DATA_DIR}/auth-secret. Serve para uso local; em produção defina BETTER_AUTH_SECRET.`,
    ephemeral: 'Segredo temporário deste processo (ambiente de testes).',
  } as const;
  checks.push({
    id: 'auth',
    label: 'Autenticação configurada',
    status: config.authSecretSource === 'env' ? 'ok' : notOk(),
    message: secretMessages[config.authSecretSource],
  });

  const hops = Number(config.TRUST_PROXY) || 0;
  const proxyMismatch = hops === 0 && probe.forwardedFor;
  checks.push({
    id: 'proxy',
    label: 'Endereço do cliente',
    status: proxyMismatch ? 'warning' : 'ok',
    message: proxyMismatch
      ? 'Esta requisição passou por um proxy (X-Forwarded-For), mas TRUST_PROXY=0: todos os visitantes parecem ter o endereço do proxy nos limites de tentativas. Defina TRUST_PROXY com o número de proxies seus.'
      : hops === 0
        ? 'Endereço lido da conexão direta (TRUST_PROXY=0); X-Forwarded-For é ignorado.'
        : `Confiando em ${hops} proxy(s) à frente do servidor (TRUST_PROXY).`,
  });

  const missing = await missingHeaders(probe, https);
  checks.push({
    id: 'headers',
    label: 'Cabeçalhos de segurança',
    status: missing === null ? 'error' : missing.length ? notOk() : 'ok',
    message:
      missing === null
        ? 'Não foi possível consultar as respostas do próprio servidor.'
        : missing.length
          ? `Faltando nas respostas do servidor: ${missing.join(', ')}.`
          : 'Respostas do servidor conferidas agora: todos os cabeçalhos de segurança presentes.',
  });

  const smtp = await mailStatus(config);
  checks.push({
    id: 'smtp',
    label: 'E-mail (SMTP)',
    status: smtp === 'ok' ? 'ok' : smtp === 'unreachable' ? 'error' : 'warning',
    message:
      smtp === 'ok'
        ? 'SMTP respondeu agora: cadastros confirmam o e-mail e links de senha vão por e-mail.'
        : smtp === 'unreachable'
          ? 'Servidor de e-mail configurado, mas não respondeu agora.'
          : 'SMTP não configurado (Configurações → E-mail): cadastros não confirmam o e-mail e pedidos de nova senha chegam ao administrador.',
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
