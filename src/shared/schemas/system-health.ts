/** The system health check (docs/product/health.md) and the admin overview counts (docs/product/dashboards-and-kpis.md). */
export type HealthCheckStatus = 'checking' | 'ok' | 'warning' | 'error';
export type HealthCheckId = 'database' | 'auth' | 'tables' | 'permissions' | 'jobs';

export type HealthCheck = {
  id: HealthCheckId;
  name: string;
  status: HealthCheckStatus;
  message: string;
  /** Extra facts, e.g. the tables that could not be read. */
  details?: string[];
};

export type SystemHealth = { checks: HealthCheck[]; checkedAt: string };

/** Names in display order; the card shows them as 'checking' until the server answers. */
export const HEALTH_CHECK_NAMES: Record<HealthCheckId, string> = {
  database: 'Conexão com o Banco de Dados',
  auth: 'Autenticação',
  tables: 'Tabelas do Sistema',
  permissions: 'Permissões de Acesso',
  jobs: 'Rotinas em Segundo Plano',
};

export const HEALTH_BADGES: Record<HealthCheckStatus, string> = {
  ok: 'OK',
  error: 'Erro',
  warning: 'Atenção',
  checking: 'Verificando',
};

/** Tables the 'Tabelas do Sistema' item probes (docs/product/health.md names the first six). */
export const SYSTEM_TABLES = [
  'profiles',
  'leads',
  'projects',
  'appointments',
  'blog_posts',
  'chat_messages',
  'notifications',
  'user_roles',
  'settings',
  'audit_log',
] as const;

/** What every check reports when the health request itself fails (server unreachable or down). */
export function unreachableHealth(): HealthCheck[] {
  return [
    { id: 'database', name: HEALTH_CHECK_NAMES.database, status: 'error', message: 'Falha na conexão' },
    {
      id: 'auth',
      name: HEALTH_CHECK_NAMES.auth,
      status: 'error',
      message: 'Erro no sistema de autenticação',
    },
    { id: 'tables', name: HEALTH_CHECK_NAMES.tables, status: 'error', message: 'Erro ao verificar tabelas' },
    {
      id: 'permissions',
      name: HEALTH_CHECK_NAMES.permissions,
      status: 'warning',
      message: 'Não foi possível verificar permissões',
    },
    { id: 'jobs', name: HEALTH_CHECK_NAMES.jobs, status: 'error', message: 'Erro ao verificar as rotinas' },
  ];
}

export type AdminStats = { leads: number; projects: number; appointments: number; chatMessages: number };
