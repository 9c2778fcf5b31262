/**
 * The activities of one lead, company or deal — open ones by due time, then the done ones — with
 * 'Nova atividade' and each one's 'Concluir' and 'Reagendar'. Mounted on the lead drawer; the company
 * page and the deal detail mount it too: `<ActivitiesPanel subject={{ kind: 'deal', id }} />`.
 */
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { ActivitySubject } from '@shared/activities/schemas';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/feedback';
import { useMe } from '@web/lib/session';
import { subjectActivitiesQuery } from '../api/activities';
import { ActivityFormDialog } from './activity-form-dialog';
import { ActivityList } from './activity-list';

export function ActivitiesPanel({ subject }: { subject: ActivitySubject }) {
  const query = useQuery(subjectActivitiesQuery(subject));
  const { roles } = useMe();
  const canAssign = roles.includes('adm') || roles.includes('comercial');
  const [creating, setCreating] = useState(false);
  return (
    <section className="grid gap-3" aria-label="Atividades">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {query.data ? `${query.data.filter((item) => !item.doneAt).length} em aberto` : ' '}
        </p>
        <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Nova atividade
        </Button>
      </div>
      {query.isPending ? (
        <Spinner label="Carregando atividades..." />
      ) : query.isError ? (
        <p className="text-sm text-destructive">{query.error.message}</p>
      ) : (
        <ActivityList
          items={query.data}
          label="Atividades"
          showOwner={canAssign}
          showSubject={false}
          empty={{ title: 'Nenhuma atividade', hint: 'Agende a próxima ligação, reunião, e-mail ou tarefa.' }}
        />
      )}
      <ActivityFormDialog
        open={creating}
        onOpenChange={setCreating}
        subject={subject}
        canAssign={canAssign}
      />
    </section>
  );
}
