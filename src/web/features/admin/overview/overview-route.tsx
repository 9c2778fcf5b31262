/**
 * Admin overview 'Dashboard' (docs/product/dashboards-and-kpis.md): exact counts of leads, projects, appointments and chat
 * messages (0 until loaded and on failure), the failure toast of docs/product/dashboards-and-kpis.md, and 'Status do Sistema'.
 */
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, FolderKanban, type LucideIcon, MessagesSquare, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { AdminStats } from '@shared/schemas/system-health';
import { paths } from '@web/app/paths';
import { usePageTitle } from '@web/components/page-title';
import { SystemStatusCard } from '@web/components/system-status-card';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/feedback';
import { ApiError } from '@web/lib/api';
import { statsQuery } from '@web/lib/queries/stats';
import { toast } from '@web/lib/toast';

type Tile = { key: keyof AdminStats; title: string; icon: LucideIcon; to?: string; hint: string };

const tiles: Tile[] = [
  { key: 'leads', title: 'Total de Leads', icon: Users, to: paths.admin.leads, hint: 'Todos os canais' },
  {
    key: 'projects',
    title: 'Projetos',
    icon: FolderKanban,
    to: paths.admin.projects,
    hint: 'Em todas as etapas',
  },
  {
    key: 'appointments',
    title: 'Agendamentos',
    icon: CalendarDays,
    to: paths.admin.appointments,
    hint: 'Consultas registradas',
  },
  {
    key: 'chatMessages',
    title: 'Mensagens de Chat',
    icon: MessagesSquare,
    hint: 'Conversas com o Agente Coder',
  },
];

export function Component() {
  usePageTitle('Dashboard');
  const stats = useQuery(statsQuery);

  const error = stats.error;
  useEffect(() => {
    if (!error || (error instanceof ApiError && (error.status === 401 || error.status === 403))) return;
    console.error('Erro ao carregar estatísticas:', error);
    toast.error(
      'Erro ao carregar estatísticas',
      'Não foi possível carregar as estatísticas. Tente novamente.',
    );
  }, [error]);

  return (
    <section
      className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 p-4 sm:p-6"
      aria-labelledby="overview-title"
    >
      <header className="grid gap-1">
        <h1 id="overview-title" className="text-2xl font-bold tracking-tight">
          Dashboard
        </h1>
        <p className="text-muted-foreground">Visão geral da operação e da saúde do sistema.</p>
      </header>

      {stats.isPending ? <Spinner className="py-2" label="Carregando estatísticas..." /> : null}

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {tiles.map((tile) => (
          <StatTile key={tile.key} tile={tile} value={stats.data?.[tile.key] ?? 0} />
        ))}
      </div>

      <SystemStatusCard />
    </section>
  );
}

function StatTile({ tile, value }: { tile: Tile; value: number }) {
  const Icon = tile.icon;
  const body = (
    <Card className="h-full transition-shadow hover:shadow-md">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{tile.title}</CardTitle>
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold tabular-nums" data-stat={tile.key}>
          {Number(value).toLocaleString('pt-BR')}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{tile.hint}</p>
      </CardContent>
    </Card>
  );
  return tile.to ? (
    <Link to={tile.to} className="rounded-xl">
      {body}
    </Link>
  ) : (
    body
  );
}
