/**
 * CODERS finance → Aprovação de horas (adm, financeiro; docs/product/tasks-and-timesheet.md):
 * the weeks the team submitted, oldest first — open one, approve it, or reject it with a reason the
 * person receives. Nobody decides their own week.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApprovalItem } from '@shared/timesheet/schemas';
import { ListStates } from '@web/components/data-table/table-states';
import { ReasonDialog } from '@web/components/form/reason-dialog';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { toast } from '@web/lib/toast';
import { approvalsQuery, useRejectWeek } from './api/timesheet';
import { ApprovalRow } from './components/approval-row';

export function ApprovalsPage() {
  const query = useQuery(approvalsQuery);
  const reject = useRejectWeek();
  const [rejecting, setRejecting] = useState<ApprovalItem | null>(null);
  const rows = query.data?.items ?? [];
  return (
    <>
      <ListStates
        query={query}
        isEmpty={rows.length === 0}
        errorText="Não foi possível carregar as aprovações."
        empty={
          <EmptyState
            title="Nenhuma semana aguardando aprovação"
            hint="Quando alguém enviar a semana, ela aparece aqui."
          />
        }
      >
        <Card>
          <ul aria-label="Semanas enviadas" className="divide-y">
            {rows.map((row) => (
              <ApprovalRow key={row.id} row={row} onReject={() => setRejecting(row)} />
            ))}
          </ul>
        </Card>
      </ListStates>
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => (open ? null : setRejecting(null))}
        title={`Rejeitar semana de ${rejecting?.userName ?? ''}`}
        description="A pessoa recebe o motivo e pode ajustar e enviar de novo."
        confirmLabel="Rejeitar semana"
        pendingLabel="Rejeitando..."
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await reject.mutateAsync({ id: rejecting.id, reason });
          toast.success('Semana rejeitada');
        }}
      />
    </>
  );
}

export default ApprovalsPage;
