/**
 * 'Status do Sistema' (docs/product/health.md): the server's real health checks, each with its name, message
 * and badge (OK, Erro, Atenção, Verificando). Every item shows 'Verificando' until the server answers;
 * if the request itself fails, each check reports its failure message instead of the card breaking.
 * Reused by the admin overview and the CODERS adm overview.
 */
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Loader2, RefreshCw, ShieldAlert, TriangleAlert, XCircle } from 'lucide-react';
import type { BadgeColor } from '@shared/catalog/statuses';
import { formatDateTime } from '@shared/format';
import {
  HEALTH_BADGES,
  HEALTH_CHECK_NAMES,
  type HealthCheck,
  type HealthCheckId,
  type HealthCheckStatus,
  type SystemHealth,
  unreachableHealth,
} from '@shared/schemas/system-health';
import { api } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

export const systemHealthKey = ['system', 'health'] as const;

const badgeColors: Record<HealthCheckStatus, BadgeColor> = {
  ok: 'green',
  error: 'red',
  warning: 'amber',
  checking: 'slate',
};

const icons = {
  ok: CheckCircle2,
  error: XCircle,
  warning: TriangleAlert,
  checking: Loader2,
} as const;

const iconColors: Record<HealthCheckStatus, string> = {
  ok: 'text-green-600',
  error: 'text-red-600',
  warning: 'text-amber-600',
  checking: 'text-muted-foreground animate-spin',
};

const checking = (): HealthCheck[] =>
  (Object.keys(HEALTH_CHECK_NAMES) as HealthCheckId[]).map((id) => ({
    id,
    name: HEALTH_CHECK_NAMES[id],
    status: 'checking',
    message: 'Verificando...',
  }));

export function SystemStatusCard({ className }: { className?: string }) {
  const query = useQuery({
    queryKey: systemHealthKey,
    queryFn: () => api.get<SystemHealth>('/api/system/health'),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
  const checks = query.isFetching
    ? checking()
    : query.isError
      ? unreachableHealth()
      : (query.data?.checks ?? checking());
  const problems = checks.filter((check) => check.status === 'error').length;

  return (
    <Card className={className}>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <ShieldAlert className="size-5 text-primary" aria-hidden="true" />
            Status do Sistema
          </CardTitle>
          <CardDescription>
            {query.isFetching
              ? 'Executando verificações...'
              : query.data && !query.isError
                ? `Última verificação: ${formatDateTime(query.data.checkedAt)}`
                : 'Não foi possível falar com o servidor.'}
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-label="Verificar novamente o status do sistema"
        >
          <RefreshCw className={cn(query.isFetching && 'animate-spin')} aria-hidden="true" />
          <span className="hidden sm:inline">Verificar</span>
        </Button>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-busy={query.isFetching} aria-live="polite">
          {checks.map((check) => {
            const Icon = icons[check.status];
            return (
              <li
                key={check.id}
                className="flex items-start gap-3 rounded-lg border p-3"
                data-check={check.id}
              >
                <Icon className={cn('mt-0.5 size-5 shrink-0', iconColors[check.status])} aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">{check.name}</p>
                  <p className="text-sm text-muted-foreground">{check.message}</p>
                  {check.details?.length ? (
                    <p
                      className={cn(
                        'mt-1 text-xs',
                        check.status === 'warning' ? 'text-amber-800' : 'text-red-700',
                      )}
                    >
                      {check.details.join(', ')}
                    </p>
                  ) : null}
                </div>
                <Badge color={badgeColors[check.status]}>{HEALTH_BADGES[check.status]}</Badge>
              </li>
            );
          })}
        </ul>
        {!query.isFetching && problems > 0 ? (
          <p className="mt-3 text-sm text-red-700" role="alert">
            {problems === 1 ? '1 verificação falhou.' : `${problems} verificações falharam.`}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
