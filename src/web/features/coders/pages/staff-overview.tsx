/**
 * CODERS colaboradores → Visão Geral: a welcome, the areas this person may open, and the numbers
 * worth following today — only those the person's roles may read (the access table decides).
 */
import { useQuery } from '@tanstack/react-query';
import {
  Bell,
  CalendarClock,
  FileEdit,
  FolderKanban,
  ListChecks,
  type LucideIcon,
  Timer,
  UserPlus,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { apiAccessFor, dashboardPathFor, decide, pageAccessFor, type Viewer } from '@shared/catalog/access';
import { formatMinutes, formatMoney } from '@shared/format';
import { seesAllProjects } from '@shared/projects/rules';
import type { FinanceKpis } from '@shared/schemas/kpis';
import type { NotificationList } from '@shared/schemas/notification';
import type { TaskList } from '@shared/tasks/schemas';
import type { TimesheetWeek } from '@shared/timesheet/schemas';
import { paths } from '@web/app/paths';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/feedback';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';
import { useMe } from '@web/lib/session';
import { allowedSections, sectionIcons } from '../coders-access';

type Counter = {
  id: string;
  title: string;
  hint: string;
  icon: LucideIcon;
  /** The API call, checked against the access table before it is shown. */
  api: { path: string; method: 'GET' | 'POST' };
  load: () => Promise<string>;
  link?: string;
};

const totalOf = (path: string, query: Record<string, string | number>) => async () => {
  const page = await api.get<{ total?: number; items: unknown[] }>(path, { ...query, limit: 1 });
  return (page.total ?? page.items.length).toLocaleString('pt-BR');
};

const counters: Counter[] = [
  // A person's own day first (decision 065: a colaborador lands here).
  {
    id: 'my-tasks',
    title: 'Minhas tarefas abertas',
    hint: 'Tarefas atribuídas a você ainda não concluídas',
    icon: ListChecks,
    api: { path: '/api/tasks', method: 'GET' },
    load: async () => {
      const page = await api.get<TaskList>('/api/tasks', { assignee: 'me', status: 'open', limit: 200 });
      return `${page.items.length.toLocaleString('pt-BR')}${page.nextCursor ? '+' : ''}`;
    },
    link: `${paths.codersSection('colaboradores', 'tarefas')}?vista=minhas`,
  },
  {
    id: 'my-hours',
    title: 'Minhas horas nesta semana',
    hint: 'Horas de projeto registradas por você',
    icon: Timer,
    api: { path: '/api/time/week', method: 'GET' },
    load: async () => formatMinutes((await api.get<TimesheetWeek>('/api/time/week')).totalMinutes),
    link: paths.codersSection('colaboradores', 'timesheet'),
  },
  {
    id: 'notifications',
    title: 'Notificações não lidas',
    hint: 'Avisos para você no sino',
    icon: Bell,
    api: { path: '/api/notifications', method: 'GET' },
    load: async () =>
      (await api.get<NotificationList>('/api/notifications')).unreadCount.toLocaleString('pt-BR'),
  },
  {
    id: 'projects',
    title: 'Projetos em andamento',
    hint: 'Projetos com status Em Andamento',
    icon: FolderKanban,
    api: { path: '/api/projects', method: 'GET' },
    load: totalOf('/api/projects', { status: 'in_progress' }),
    link: paths.codersSection('colaboradores', 'projetos'),
  },
  {
    id: 'new-leads',
    title: 'Leads novos',
    hint: 'Leads com status Novo, esperando contato',
    icon: UserPlus,
    api: { path: '/api/leads', method: 'GET' },
    load: totalOf('/api/leads', { status: 'new' }),
    link: paths.codersSection('comercial', 'leads'),
  },
  {
    id: 'appointments',
    title: 'Consultas agendadas',
    hint: 'Agendamentos com status Agendado',
    icon: CalendarClock,
    api: { path: '/api/appointments', method: 'GET' },
    load: totalOf('/api/appointments', { status: 'scheduled' }),
    link: paths.admin.appointments,
  },
  {
    id: 'drafts',
    title: 'Rascunhos do blog',
    hint: 'Posts ainda não publicados',
    icon: FileEdit,
    api: { path: '/api/posts', method: 'GET' },
    load: totalOf('/api/posts', { status: 'draft' }),
    link: paths.admin.blog,
  },
  {
    id: 'revenue',
    title: 'Receitas (30d)',
    hint: 'Projetos concluídos nos últimos 30 dias',
    icon: Wallet,
    api: { path: '/api/functions/finance-kpis', method: 'POST' },
    load: async () =>
      formatMoney((await api.post<FinanceKpis>('/api/functions/finance-kpis', { period: 30 })).revenueMonth),
    link: paths.codersSection('finance'),
  },
];

function CounterCard({ counter, viewer }: { counter: Counter; viewer: Viewer }) {
  const { data, isPending, error } = useQuery({
    queryKey: ['coders', 'counter', counter.id],
    queryFn: counter.load,
    ...pageQuery,
  });
  const Icon = counter.icon;
  const linkAllowed = counter.link && decide(pageAccessFor(counter.link), viewer) === 'allow';
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-medium text-muted-foreground">{counter.title}</h3>
        <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
      </div>
      {isPending ? (
        <Skeleton className="mt-2 h-8 w-20" />
      ) : (
        <p className="mt-2 text-2xl font-bold tabular-nums">{error ? '—' : data}</p>
      )}
      <p className="mt-1 text-xs text-muted-foreground">
        {error ? 'Não foi possível carregar' : counter.hint}
      </p>
    </>
  );
  return (
    <li>
      {linkAllowed ? (
        <Link
          to={counter.link!}
          className="block h-full rounded-xl border bg-card p-4 shadow-sm hover:shadow-md"
        >
          {body}
        </Link>
      ) : (
        <Card className="h-full p-4">{body}</Card>
      )}
    </li>
  );
}

export function StaffOverview() {
  const { me, user, viewer } = useMe();
  // A colaborador's dashboard is this page: no shortcut to itself.
  const ownDashboard =
    dashboardPathFor(viewer.roles, viewer.permissions) ===
    paths.codersSection('colaboradores', 'visao-geral');
  const firstName = me?.profile?.firstName || user?.name?.split(' ')[0] || '';
  const mine = counters.filter(
    (counter) => decide(apiAccessFor(counter.api.path, counter.api.method), viewer) === 'allow',
  );
  const sections = allowedSections(viewer).filter((section) => section.id !== 'colaboradores');
  return (
    <div className="space-y-8">
      <section aria-labelledby="colab-numeros" className="space-y-3">
        <h2 id="colab-numeros" className="text-lg font-semibold">
          {firstName ? `Olá, ${firstName}! ` : ''}Para acompanhar hoje
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {mine.map((counter) => (
            <CounterCard key={counter.id} counter={counter} viewer={viewer} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="colab-atalhos" className="space-y-3">
        <h2 id="colab-atalhos" className="text-lg font-semibold">
          Atalhos
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ownDashboard ? null : (
            <li>
              <Link
                to={paths.dashboard}
                className="block rounded-lg border bg-card p-4 font-medium shadow-sm hover:shadow-md"
              >
                Meu painel
                <span className="block text-sm font-normal text-muted-foreground">
                  O dashboard do seu papel
                </span>
              </Link>
            </li>
          )}
          <li>
            <Link
              to={paths.codersSection('colaboradores', 'projetos')}
              className="block rounded-lg border bg-card p-4 font-medium shadow-sm hover:shadow-md"
            >
              Projetos
              <span className="block text-sm font-normal text-muted-foreground">
                {seesAllProjects(viewer)
                  ? 'Todos os projetos da agência'
                  : 'Os projetos de que você participa'}
              </span>
            </Link>
          </li>
          {sections.map((section) => {
            const Icon = sectionIcons[section.id];
            return (
              <li key={section.id}>
                <Link
                  to={paths.codersSection(section.id)}
                  className="flex items-start gap-3 rounded-lg border bg-card p-4 font-medium shadow-sm hover:shadow-md"
                >
                  {Icon ? <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" /> : null}
                  <span>
                    {section.title}
                    <span className="block text-sm font-normal text-muted-foreground">
                      {section.description}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
