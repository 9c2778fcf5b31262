/** The dashboard's line about the person's own activities: overdue and due today, linking to the page. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { activityApi } from '@shared/activities/api';
import { Card } from '@web/components/ui/card';
import { call } from '@web/lib/call';
import { activityKeys } from '../api/activities';

const countsQuery = queryOptions({
  queryKey: [...activityKeys.all, 'counts'],
  queryFn: () => call(activityApi.counts),
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function ActivitiesSummary() {
  const query = useQuery(countsQuery);
  if (!query.data) return null;
  const { overdue, today } = query.data;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-2 p-4">
      <p className="text-sm">
        <span className={overdue ? 'font-semibold text-destructive' : 'font-semibold'}>
          {plural(overdue, 'atividade atrasada', 'atividades atrasadas')}
        </span>{' '}
        · {today} para hoje
      </p>
      <Link
        className="text-sm font-medium underline underline-offset-2"
        to={overdue ? '/coders/colaboradores/atividades?aba=overdue' : '/coders/colaboradores/atividades'}
      >
        Abrir Minhas atividades
      </Link>
    </Card>
  );
}
