/**
 * CODERS colaboradores → Minhas atividades (docs/product/activities.md): the person's calls, meetings,
 * e-mails and tasks in four tabs — Hoje, Atrasadas, Próximas, Concluídas (São Paulo days, decision
 * 070) — with 'Nova atividade', 'Concluir' (with the outcome) and 'Reagendar'. adm and comercial may
 * switch to everyone's.
 */
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { type ActivityGroup, activityGroups } from '@shared/activities/catalog';
import { valuesOf } from '@shared/catalog/entries';
import { useListParams } from '@web/components/data-table/use-list-params';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/feedback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useMe } from '@web/lib/session';
import { activityBoardQuery } from './api/activities';
import { ActivityFormDialog } from './components/activity-form-dialog';
import { ActivityList } from './components/activity-list';

const params = z.object({
  aba: z.enum(valuesOf(activityGroups)).catch('today'),
  de: z.enum(['mine', 'all']).catch('mine'),
});

const empty: Record<ActivityGroup, { title: string; hint?: string }> = {
  today: {
    title: 'Nada para hoje',
    hint: 'Agende uma ligação, reunião, e-mail ou tarefa em “Nova atividade”.',
  },
  overdue: { title: 'Nenhuma atividade atrasada' },
  upcoming: { title: 'Nenhuma atividade agendada para os próximos dias' },
  done: { title: 'Nenhuma atividade concluída ainda' },
};

export function ActivitiesPage() {
  const [{ aba: tab, de: scope }, setParams] = useListParams(params);
  const { roles } = useMe();
  const canSeeAll = roles.includes('adm') || roles.includes('comercial');
  const query = useQuery(activityBoardQuery(canSeeAll ? scope : 'mine'));
  const [creating, setCreating] = useState(false);
  const board = query.data;
  const showingAll = board?.scope === 'all';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {canSeeAll ? (
          <div className="flex gap-1 rounded-md bg-muted p-1" role="group" aria-label="De quem">
            {(
              [
                ['mine', 'Minhas'],
                ['all', 'De toda a equipe'],
              ] as const
            ).map(([value, label]) => (
              <Button
                key={value}
                size="sm"
                variant={scope === value ? 'outline' : 'ghost'}
                aria-pressed={scope === value}
                onClick={() => setParams({ de: value })}
              >
                {label}
              </Button>
            ))}
          </div>
        ) : (
          <span />
        )}
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Nova atividade
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => setParams({ aba: value as ActivityGroup })}>
        <div className="overflow-x-auto">
          <TabsList aria-label="Atividades por prazo">
            {activityGroups.map((group) => (
              <TabsTrigger key={group.value} value={group.value}>
                {group.label}
                {board ? <span className="ml-1.5 tabular-nums">({board.counts[group.value]})</span> : null}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {activityGroups.map((group) => (
          <TabsContent key={group.value} value={group.value}>
            {query.isPending ? (
              <Spinner label="Carregando atividades..." />
            ) : query.isError ? (
              <p className="text-sm text-destructive">{query.error.message}</p>
            ) : (
              <ActivityList
                items={board?.groups[group.value] ?? []}
                label={group.label}
                showOwner={showingAll}
                empty={empty[group.value]}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      <ActivityFormDialog open={creating} onOpenChange={setCreating} canAssign={canSeeAll} />
    </div>
  );
}

export default ActivitiesPage;
