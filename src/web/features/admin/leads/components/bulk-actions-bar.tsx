/** What to do with the selected leads: change their status or their owner in one go. */
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { leadStatuses } from '@shared/catalog/statuses';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { useBulkUpdateLeads } from '../api/bulk-update-leads';
import { staffQuery } from '../api/list-staff';

const NO_OWNER = '__none__';

export function BulkActionsBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const bulk = useBulkUpdateLeads();
  const staff = useQuery(staffQuery);
  if (ids.length === 0) return null;

  async function apply(change: { status?: string; ownerId?: string | null }) {
    try {
      const { updated } = await bulk.mutateAsync({ ids, ...change });
      toast.success(
        'Leads atualizados',
        updated === 1
          ? '1 lead foi atualizado com sucesso.'
          : `${updated} leads foram atualizados com sucesso.`,
      );
      onDone();
    } catch (error) {
      toast.error(
        'Erro ao atualizar leads',
        error instanceof Error ? error.message : 'Não foi possível atualizar os leads. Tente novamente.',
      );
    }
  }

  return (
    <section
      aria-label="Ações em massa"
      className="flex flex-col gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <p className="text-sm font-medium" aria-live="polite">
        {ids.length === 1 ? '1 lead selecionado' : `${ids.length} leads selecionados`}
      </p>
      <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-center">
        <NativeSelect
          aria-label="Alterar status dos selecionados"
          className="h-9 sm:w-52"
          value=""
          disabled={bulk.isPending}
          onChange={(event) => {
            if (event.target.value) void apply({ status: event.target.value });
          }}
        >
          <option value="">Alterar status...</option>
          {leadStatuses.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Atribuir responsável aos selecionados"
          className="h-9 sm:w-60"
          value=""
          disabled={bulk.isPending || staff.isPending}
          onChange={(event) => {
            const value = event.target.value;
            if (value) void apply({ ownerId: value === NO_OWNER ? null : value });
          }}
        >
          <option value="">Atribuir responsável...</option>
          <option value={NO_OWNER}>Sem responsável</option>
          {(staff.data ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="ghost" size="sm" onClick={onDone}>
        <X aria-hidden="true" />
        Limpar seleção
      </Button>
    </section>
  );
}
