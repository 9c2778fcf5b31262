/**
 * One checklist activity: who completes it, its due day, when and by whom it was done; 'Concluir' for
 * whoever may complete it, and for the LGPD term 'Ler e aceitar' (the new person reads it first).
 */
import { Check } from 'lucide-react';
import { useState } from 'react';
import { labelOf } from '@shared/catalog/entries';
import { formatDate, formatDateTime } from '@shared/format';
import { activityOwners } from '@shared/onboarding/catalog';
import type { OnboardingActivity } from '@shared/onboarding/schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { useCompleteActivity } from '../api/onboarding';
import { ActivityTitle } from './activity-title';
import { LgpdTermDialog } from './lgpd-term-dialog';

export function ActivityRow({ activity, overdue }: { activity: OnboardingActivity; overdue: boolean }) {
  const complete = useCompleteActivity();
  const [reading, setReading] = useState(false);
  const done = () =>
    complete.mutate(activity.id, {
      onSuccess: () => {
        toast.success(activity.kind === 'lgpd_term' ? 'Termo aceito' : 'Atividade concluída');
        setReading(false);
      },
      onError: (error) => toast.error('Não foi possível concluir', error.message),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div className="min-w-0 flex-1">
        <p
          className={`text-sm font-medium ${activity.completedAt ? 'text-muted-foreground line-through' : ''}`}
        >
          <ActivityTitle kind={activity.kind} title={activity.title} />
        </p>
        <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
          <span>{labelOf(activityOwners, activity.ownerRole)}</span>
          <span>· prazo {formatDate(activity.dueDate)}</span>
          {activity.completedAt ? (
            <span>
              · concluída em {formatDateTime(activity.completedAt)}
              {activity.completedByName ? ` por ${activity.completedByName}` : ''}
            </span>
          ) : null}
        </p>
      </div>
      {activity.completedAt ? (
        <Badge color="green">
          <Check className="mr-1 size-3" aria-hidden="true" />
          Concluída
        </Badge>
      ) : (
        <div className="flex items-center gap-2">
          {overdue ? <Badge color="red">Atrasada</Badge> : null}
          {activity.canComplete && activity.kind === 'lgpd_term' ? (
            <Button size="sm" onClick={() => setReading(true)}>
              Ler e aceitar
            </Button>
          ) : null}
          {activity.canComplete && activity.kind === 'task' ? (
            <Button
              size="sm"
              variant="outline"
              onClick={done}
              disabled={complete.isPending}
              aria-label={`Concluir: ${activity.title}`}
            >
              Concluir
            </Button>
          ) : null}
        </div>
      )}
      {reading ? (
        <LgpdTermDialog onAccept={done} pending={complete.isPending} onClose={() => setReading(false)} />
      ) : null}
    </li>
  );
}
