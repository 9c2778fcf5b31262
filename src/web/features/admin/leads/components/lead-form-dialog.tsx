/**
 * 'Novo Lead' / 'Editar Lead' (docs/product/leads.md; width 500 px). Success and failure toasts of
 * docs/product/leads.md; on success the dialog closes and the list reloads.
 */
import type { LeadFormData, LeadListItem } from '@shared/schemas/lead';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toastRecordSaved, toastRecordSaveFailed } from '@web/lib/record-toasts';
import { useCreateLead } from '../api/create-lead';
import { useUpdateLead } from '../api/update-lead';
import { emptyLead, LeadForm, type LeadFormValues } from './lead-form';

export function toFormValues(lead: LeadListItem): LeadFormValues {
  return {
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? '',
    company: lead.company ?? '',
    serviceInterest: lead.serviceInterest ?? '',
    message: lead.message ?? '',
    status: lead.status,
  };
}

export function LeadFormDialog({
  open,
  onOpenChange,
  lead,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The lead being edited; null for a new one. */
  lead: LeadListItem | null;
}) {
  const create = useCreateLead();
  const update = useUpdateLead();
  const editing = lead !== null;

  async function save(values: LeadFormData) {
    try {
      if (lead) await update.mutateAsync({ id: lead.id, patch: values });
      else await create.mutateAsync(values);
      toastRecordSaved('lead', editing);
      onOpenChange(false);
    } catch (error) {
      toastRecordSaveFailed('lead', editing, error instanceof Error ? error.message : undefined);
      throw error;
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={500}>
        <DialogHeader>
          <DialogTitle>{editing ? 'Editar Lead' : 'Novo Lead'}</DialogTitle>
          <DialogDescription>
            {editing ? 'Atualize as informações do lead.' : 'Cadastre um lead recebido por outro canal.'}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <LeadForm
            key={lead?.id ?? 'new'}
            defaultValues={lead ? toFormValues(lead) : emptyLead}
            submitLabel={editing ? 'Salvar alterações' : 'Criar lead'}
            onSubmit={save}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
