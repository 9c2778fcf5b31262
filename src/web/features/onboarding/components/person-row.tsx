/** A person in onboarding: progress and overdue count, their checklist on demand, and adm's 'Remover'. */
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { OnboardingSummary } from '@shared/onboarding/schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Spinner } from '@web/components/ui/feedback';
import { toast } from '@web/lib/toast';
import { onboardingQuery, useDeleteOnboarding } from '../api/onboarding';
import { Checklist } from './checklist';
import { OnboardingProgress } from './onboarding-progress';

export function PersonRow({ person, canRemove }: { person: OnboardingSummary; canRemove: boolean }) {
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const remove = useDeleteOnboarding();
  return (
    <li className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium">{person.name}</p>
          <p className="text-xs text-muted-foreground">{person.email}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            {person.completedAt ? <Badge color="green">Concluído</Badge> : null}
            {person.overdue ? (
              <Badge color="red">{person.overdue === 1 ? '1 atrasada' : `${person.overdue} atrasadas`}</Badge>
            ) : null}
          </div>
        </div>
        <div className="w-full sm:w-64">
          <OnboardingProgress detail={person} />
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {open ? 'Ocultar checklist' : 'Ver checklist'}
        </Button>
        {canRemove ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirm(true)}>
            <Trash2 aria-hidden="true" />
            Remover
          </Button>
        ) : null}
      </div>
      {open ? <PersonChecklist id={person.id} /> : null}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Remover onboarding?"
        description={`O checklist de ${person.name} e o que já foi concluído serão apagados.`}
        confirmLabel="Remover"
        onConfirm={() =>
          remove.mutate(person.id, {
            onSuccess: () => toast.success('Onboarding removido'),
            onError: (error) => toast.error('Não foi possível remover', error.message),
          })
        }
      />
    </li>
  );
}

/** The checklist of one person, loaded when it is opened. */
function PersonChecklist({ id }: { id: string }) {
  const detail = useQuery(onboardingQuery(id));
  if (detail.isPending) return <Spinner label="Carregando..." />;
  if (!detail.data)
    return (
      <p role="alert" className="text-sm text-destructive">
        Não foi possível carregar o checklist.
      </p>
    );
  return <Checklist detail={detail.data} />;
}
