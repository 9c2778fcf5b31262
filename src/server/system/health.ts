/**
 * The system health check (docs/product/health.md), run for real by the server: a database round trip,
 * the caller's session, a read of every system table, the caller's admin permission and the
 * background jobs (amber when one failed its last run, red when one is stuck past its time limit). Each check
 * has its own timeout and catches its own failure, so a stopped database reports errors instead of
 * hanging or crashing the request.
 */
import { eq, sql } from 'drizzle-orm';
import type { Auth } from '@server/auth/auth';
import type { Database } from '@server/db/client';
import { profiles } from '@server/db/schema';
import { declaredJobs } from '@server/jobs/declared';
import { failingJobs, stuckJobs } from '@server/jobs/overview';
import {
  HEALTH_CHECK_NAMES,
  type HealthCheck,
  SYSTEM_TABLES,
  type SystemHealth,
} from '@shared/schemas/system-health';
import { withTimeout } from './with-timeout';

export type HealthDeps = { database: Database; auth: Auth };

const DEFAULT_TIMEOUT_MS = 3000;

type SessionOutcome = { kind: 'user'; id: string; email: string } | { kind: 'none' } | { kind: 'failed' };

export async function runHealthChecks(
  deps: HealthDeps,
  headers: Headers,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<SystemHealth> {
  const [database, session, tables, jobs] = await Promise.all([
    checkDatabase(deps, timeoutMs),
    readSession(deps, headers, timeoutMs),
    checkTables(deps, timeoutMs),
    checkJobs(deps, timeoutMs),
  ]);
  const permissions = await checkPermissions(deps, session, timeoutMs);
  return {
    checks: [database, authCheck(session), tables, permissions, jobs],
    checkedAt: new Date().toISOString(),
  };
}

async function checkDatabase(deps: HealthDeps, timeoutMs: number): Promise<HealthCheck> {
  const base = { id: 'database', name: HEALTH_CHECK_NAMES.database } as const;
  try {
    await withTimeout(deps.database.ping(), timeoutMs, 'conexão com o banco');
    return { ...base, status: 'ok', message: 'Conectado com sucesso' };
  } catch {
    return { ...base, status: 'error', message: 'Falha na conexão' };
  }
}

async function readSession(deps: HealthDeps, headers: Headers, timeoutMs: number): Promise<SessionOutcome> {
  try {
    const session = await withTimeout(deps.auth.api.getSession({ headers }), timeoutMs, 'sessão');
    return session ? { kind: 'user', id: session.user.id, email: session.user.email } : { kind: 'none' };
  } catch {
    return { kind: 'failed' };
  }
}

function authCheck(session: SessionOutcome): HealthCheck {
  const base = { id: 'auth', name: HEALTH_CHECK_NAMES.auth } as const;
  switch (session.kind) {
    case 'user':
      return { ...base, status: 'ok', message: `Usuário autenticado: ${session.email}` };
    case 'none':
      return { ...base, status: 'warning', message: 'Nenhum usuário autenticado' };
    case 'failed':
      return { ...base, status: 'error', message: 'Erro no sistema de autenticação' };
  }
}

async function checkTables(deps: HealthDeps, timeoutMs: number): Promise<HealthCheck> {
  const base = { id: 'tables', name: HEALTH_CHECK_NAMES.tables } as const;
  try {
    const results = await withTimeout(
      Promise.all(
        SYSTEM_TABLES.map(async (table) => {
          try {
            // docs/product/health.md: "select count with limit 1 to test access".
            await deps.database.db.execute(
              sql`select count(*) from (select 1 from ${sql.identifier(table)} limit 1) as probe`,
            );
            return null;
          } catch {
            return table;
          }
        }),
      ),
      timeoutMs,
      'tabelas do sistema',
    );
    const failing = results.filter((table): table is (typeof SYSTEM_TABLES)[number] => table !== null);
    if (failing.length) {
      return { ...base, status: 'error', message: 'Algumas tabelas não estão acessíveis', details: failing };
    }
    return { ...base, status: 'ok', message: 'Todas as tabelas estão acessíveis' };
  } catch {
    return { ...base, status: 'error', message: 'Erro ao verificar tabelas' };
  }
}

async function checkPermissions(
  deps: HealthDeps,
  session: SessionOutcome,
  timeoutMs: number,
): Promise<HealthCheck> {
  const base = { id: 'permissions', name: HEALTH_CHECK_NAMES.permissions } as const;
  if (session.kind === 'none') return { ...base, status: 'warning', message: 'Usuário não autenticado' };
  if (session.kind === 'failed') {
    return { ...base, status: 'warning', message: 'Não foi possível verificar permissões' };
  }
  try {
    const [profile] = await withTimeout(
      deps.database.db
        .select({ role: profiles.role })
        .from(profiles)
        .where(eq(profiles.id, session.id))
        .limit(1),
      timeoutMs,
      'permissões',
    );
    return profile?.role === 'admin'
      ? { ...base, status: 'ok', message: 'Permissões de admin verificadas' }
      : { ...base, status: 'warning', message: 'Usuário sem permissões de admin' };
  } catch {
    return { ...base, status: 'warning', message: 'Não foi possível verificar permissões' };
  }
}

/** 'Rotinas em Segundo Plano': red when a run is stuck past its time limit, amber when a job's last run failed. */
async function checkJobs(deps: HealthDeps, timeoutMs: number): Promise<HealthCheck> {
  const base = { id: 'jobs', name: HEALTH_CHECK_NAMES.jobs } as const;
  try {
    const jobs = declaredJobs();
    const [stuck, failing] = await withTimeout(
      Promise.all([stuckJobs(deps.database.db, jobs), failingJobs(deps.database.db, jobs)]),
      timeoutMs,
      'rotinas',
    );
    const titles = (names: Set<string>) => jobs.filter((job) => names.has(job.name)).map((job) => job.title);
    if (stuck.size) {
      return {
        ...base,
        status: 'error',
        message: 'Rotina travada: rodando além do tempo limite',
        details: titles(stuck),
      };
    }
    if (failing.size) {
      return { ...base, status: 'warning', message: 'A última execução falhou', details: titles(failing) };
    }
    return { ...base, status: 'ok', message: 'Todas as rotinas rodaram bem na última vez' };
  } catch {
    return { ...base, status: 'error', message: 'Erro ao verificar as rotinas' };
  }
}
