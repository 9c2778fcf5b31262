/** CODERS adm → Visão Geral: the system counts (GET /api/stats) and the 'Status do Sistema' checks. */
import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  CalendarDays,
  FolderKanban,
  MessagesSquare,
  Plug,
  ScrollText,
  Timer,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { KpiCard } from '@web/components/kpi/kpi-card';
import { formatCount } from '@web/components/kpi/kpi-format';
import { SystemStatusCard } from '@web/components/system-status-card';
import { Button } from '@web/components/ui/button';
import { statsQuery } from '@web/lib/queries/stats';

const shortcuts = [
  {
    to: paths.codersSection('adm', 'integracoes'),
    label: 'Integrações',
    hint: 'Assistente de IA, e-mail e banco de dados',
    icon: Plug,
  },
  {
    to: paths.codersSection('adm', 'rotinas'),
    label: 'Rotinas',
    hint: 'Trabalho em segundo plano, falhas e o registro de e-mails',
    icon: Timer,
  },
  {
    to: paths.codersSection('adm', 'auditoria'),
    label: 'Auditoria',
    hint: 'Quem mudou o quê, e quando',
    icon: ScrollText,
  },
  {
    to: paths.codersSection('adm', 'papeis'),
    label: 'Papéis e Permissões',
    hint: 'Quem pode abrir cada área',
    icon: Users,
  },
];

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
          <span>
            <strong className="font-semibold">Erro ao carregar estatísticas.</strong> Não foi possível
            carregar as estatísticas. Tente novamente.
          </span>
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
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <section aria-labelledby="adm-saude">
          <h2 id="adm-saude" className="sr-only">
            Saúde do sistema
          </h2>
          <SystemStatusCard />
        </section>
        <section aria-labelledby="adm-atalhos" className="space-y-3">
          <h2 id="adm-atalhos" className="text-lg font-semibold">
            Atalhos
          </h2>
          <ul className="grid gap-3">
            {shortcuts.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="group flex items-center gap-3 rounded-lg border bg-card p-4 shadow-sm hover:shadow-md"
                >
                  <item.icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{item.label}</span>
                    <span className="block text-sm text-muted-foreground">{item.hint}</span>
                  </span>
                  <ArrowRight
                    className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={paths.admin.root}
                className="group flex items-center gap-3 rounded-lg border bg-card p-4 shadow-sm hover:shadow-md"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">Painel de administração</span>
                  <span className="block text-sm text-muted-foreground">
                    Leads, projetos, agenda, blog e usuários
                  </span>
                </span>
                <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
