/**
 * CODERS mkt → Calendário: the month's consultations and post publications (São Paulo days, weeks
 * starting on Sunday). A month grid on wide screens, a day-by-day list on phones.
 */
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Newspaper } from 'lucide-react';
import { z } from 'zod';
import { appointmentStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDateTime, saoPauloDay } from '@shared/format';
import type { CalendarMonth } from '@shared/schemas/calendar';
import { useListParams } from '@web/components/data-table/use-list-params';
import { monthLabel } from '@web/components/kpi/kpi-format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/feedback';
import { cn } from '@web/lib/cn';
import { calendarQuery } from '../api/get-calendar';

const weekdays = [
  ['Dom', 'Domingo'],
  ['Seg', 'Segunda-feira'],
  ['Ter', 'Terça-feira'],
  ['Qua', 'Quarta-feira'],
  ['Qui', 'Quinta-feira'],
  ['Sex', 'Sexta-feira'],
  ['Sáb', 'Sábado'],
] as const;

type Event =
  | { kind: 'appointment'; id: string; time: string; title: string; status: string }
  | { kind: 'post'; id: string; time: string; title: string; slug: string };

const dots: Record<string, string> = {
  blue: 'bg-blue-500',
  green: 'bg-green-600',
  red: 'bg-red-500',
  amber: 'bg-amber-500',
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year!, number! - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const timeOf = (iso: string) => formatDateTime(iso).slice(-5);

function eventsByDay(data: CalendarMonth | undefined): Map<string, Event[]> {
  const map = new Map<string, Event[]>();
  const add = (day: string, event: Event) => map.set(day, [...(map.get(day) ?? []), event]);
  for (const item of data?.appointments ?? []) {
    add(saoPauloDay(item.appointmentDate), {
      kind: 'appointment',
      id: item.id,
      time: timeOf(item.appointmentDate),
      title: item.title,
      status: item.status,
    });
  }
  for (const post of data?.posts ?? []) {
    add(saoPauloDay(post.publishedAt), {
      kind: 'post',
      id: post.id,
      time: timeOf(post.publishedAt),
      title: post.title,
      slug: post.slug,
    });
  }
  for (const list of map.values()) list.sort((a, b) => a.time.localeCompare(b.time));
  return map;
}

function EventItem({ event, compact }: { event: Event; compact?: boolean }) {
  if (event.kind === 'post') {
    return (
      <li>
        <a
          href={`/blog/${event.slug}`}
          className={cn(
            'flex items-start gap-1 rounded px-1.5 py-0.5 text-emerald-900 hover:underline',
            compact ? 'bg-emerald-50 text-xs' : 'text-sm',
          )}
        >
          <Newspaper className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
          <span className={compact ? 'line-clamp-2' : ''}>
            <span className="sr-only">Post publicado às </span>
            {event.time} {event.title}
          </span>
        </a>
      </li>
    );
  }
  const badge = statusBadge(appointmentStatuses, event.status);
  return (
    <li
      className={cn(
        'flex items-start gap-1 rounded px-1.5 py-0.5',
        !compact && 'flex-wrap',
        compact ? 'bg-blue-50 text-xs text-blue-950' : 'text-sm',
      )}
    >
      {compact ? (
        <span
          className={cn('mt-1 size-2 shrink-0 rounded-full', dots[badge.color] ?? 'bg-gray-400')}
          aria-hidden="true"
        />
      ) : null}
      <span className={compact ? 'line-clamp-2 min-w-0 flex-1' : ''}>
        <span className="sr-only">Agendamento às </span>
        <span className="tabular-nums">{event.time}</span> {event.title}
      </span>
      {compact ? (
        <span className="sr-only">({badge.label})</span>
      ) : (
        <Badge color={badge.color}>{badge.label}</Badge>
      )}
    </li>
  );
}

/** The month shown (?mes=2026-11); anything else reads as the current month. */
const listParams = z.object({ mes: z.string().regex(MONTH).catch('') });

export function CalendarPage() {
  const [params, setParams] = useListParams(listParams);
  const today = saoPauloDay();
  const month = params.mes || today.slice(0, 7);
  const { data, isPending, isFetching, error, refetch } = useQuery(calendarQuery(month));
  const events = eventsByDay(data && data.month === month ? data : undefined);
  // The current month is the default, kept out of the URL.
  const goTo = (next: string) => setParams({ mes: next === today.slice(0, 7) ? '' : next });

  const [year, number] = month.split('-').map(Number);
  const firstWeekday = new Date(Date.UTC(year!, number! - 1, 1)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(year!, number!, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: daysInMonth }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));
  const title = capitalize(monthLabel(month, true));
  const daysWithEvents = [...events.keys()].sort();
  const counts = {
    appointments: data?.month === month ? data.appointments.length : 0,
    posts: data?.month === month ? data.posts.length : 0,
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            onClick={() => goTo(shiftMonth(month, -1))}
            aria-label="Mês anterior"
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <h2 className="min-w-44 text-center text-xl font-semibold" aria-live="polite">
            {title}
          </h2>
          <Button
            variant="outline"
            size="icon"
            onClick={() => goTo(shiftMonth(month, 1))}
            aria-label="Próximo mês"
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => goTo(today.slice(0, 7))}
            disabled={month === today.slice(0, 7)}
          >
            Hoje
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          {counts.appointments === 1 ? '1 agendamento' : `${counts.appointments} agendamentos`} ·{' '}
          {counts.posts === 1 ? '1 post publicado' : `${counts.posts} posts publicados`}
        </p>
      </div>

      {error ? (
        <div
          role="alert"
          className="space-y-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive"
        >
          <p>{error.message || 'Não foi possível carregar o calendário.'}</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : isPending ? (
        <Spinner className="min-h-64" label="Carregando..." />
      ) : (
        <div aria-busy={isFetching} className={cn('transition-opacity', isFetching && 'opacity-60')}>
          <Card className="hidden overflow-hidden md:block">
            <table className="w-full table-fixed border-collapse text-sm">
              <caption className="sr-only">Calendário de {title}</caption>
              <thead>
                <tr className="bg-muted/60">
                  {weekdays.map(([short, long]) => (
                    <th
                      key={short}
                      scope="col"
                      className="py-2 text-center text-xs font-semibold text-muted-foreground"
                    >
                      <abbr title={long} className="no-underline">
                        {short}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week, index) => (
                  <tr key={index}>
                    {week.map((day, dayIndex) => {
                      const list = day ? (events.get(day) ?? []) : [];
                      return (
                        <td
                          key={day ?? `vazio-${index}-${dayIndex}`}
                          className={cn(
                            'h-28 border-t border-l p-1.5 align-top first:border-l-0',
                            !day && 'bg-muted/30',
                          )}
                        >
                          {day ? (
                            <>
                              <span
                                className={cn(
                                  'inline-grid size-6 place-items-center rounded-full text-xs font-medium',
                                  day === today && 'bg-primary text-primary-foreground',
                                )}
                                aria-current={day === today ? 'date' : undefined}
                              >
                                {Number(day.slice(8))}
                              </span>
                              {list.length ? (
                                <ul className="mt-1 space-y-1">
                                  {list.map((event) => (
                                    <EventItem key={`${event.kind}-${event.id}`} event={event} compact />
                                  ))}
                                </ul>
                              ) : null}
                            </>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>

          <div className="space-y-3 md:hidden">
            {daysWithEvents.length === 0 ? (
              <Card className="p-6 text-center text-muted-foreground">
                Nada agendado ou publicado neste mês.
              </Card>
            ) : (
              daysWithEvents.map((day) => {
                const weekday = weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()]![1];
                return (
                  <Card key={day} className="p-4">
                    <h3 className="mb-2 text-sm font-semibold">
                      {weekday}, {day.slice(8)}/{day.slice(5, 7)}
                    </h3>
                    <ul className="space-y-1.5">
                      {(events.get(day) ?? []).map((event) => (
                        <EventItem key={`${event.kind}-${event.id}`} event={event} />
                      ))}
                    </ul>
                  </Card>
                );
              })
            )}
          </div>
          <p className="mt-3 flex flex-wrap gap-4 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <span className="size-3 rounded-sm bg-blue-100" aria-hidden="true" /> Agendamentos
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="size-3 rounded-sm bg-emerald-100" aria-hidden="true" /> Posts publicados
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
