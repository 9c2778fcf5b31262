/** CODERS adm → Visão Geral: the system counts (GET /api/stats) and the integrations at a glance. */
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, FolderKanban, MessagesSquare, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { KpiCard } from '../../../components/kpi/kpi-card';
import { formatCount } from '../../../components/kpi/kpi-format';
import { Button } from '../../../components/ui/button';
import { statsQuery } from '../api/get-stats';
import { IntegrationsPage } from './integrations-page';

export function AdmOverview() {
  const { data, isPending, error, refetch } = useQuery(statsQuery);
  const cards = [
    { title: 'Total de Leads', icon: Users, value: data?.leads, hint: 'Todos os leads, de todas as origens' },
    { title: 'Projetos', icon: FolderKanban, value: data?.projects, hint: 'Projetos em qualquer status' },
    { title: 'Agendamentos', icon: CalendarDays, value: data?.appointments, hint: 'Consultas registradas' },
    {
      title: 'Mensagens de Chat',
      icon: MessagesSquare,
      value: data?.chatMessages,
      hint: 'Mensagens trocadas no chat',
    },
  ];
  return (
    <div className="space-y-8">
      {error ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive"
        >
          <span>Não foi possível carregar as estatísticas. Tente novamente.</span>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : null}
      <section aria-label="Estatísticas" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <KpiCard
            key={card.title}
            title={card.title}
            icon={card.icon}
            hint={card.hint}
            loading={isPending}
            value={formatCount(card.value ?? 0)}
          />
        ))}
      </section>
      <section aria-labelledby="adm-integracoes" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="adm-integracoes" className="text-lg font-semibold">
            Serviços
          </h2>
          <Link to={paths.admin.root} className="text-sm text-primary hover:underline">
            Abrir o painel de administração
          </Link>
        </div>
        <IntegrationsPage />
      </section>
    </div>
  );
}
