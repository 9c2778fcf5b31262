/**
 * The top of the lead drawer: source and score badges, name, contact links (email, phone,
 * WhatsApp), status and owner (changed in place), and 'Editar' / 'Excluir' with its confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { Mail, MessageCircle, Pencil, Phone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { leadSources, leadStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDateTimeAt, formatPhone } from '@shared/format';
import { scoreColor } from '@shared/lead-profile/score';
import type { LeadDetails, LeadListItem } from '@shared/schemas/lead';
import { StatusSelect } from '@web/components/data-table/status-select';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/lib/toast';
import { useDeleteLead } from '../api/delete-lead';
import { staffQuery } from '../api/list-staff';
import { useUpdateLead } from '../api/update-lead';
import { useUpdateLeadStatus } from '../api/update-lead-status';
import { leadWhatsappLink, mailtoLink } from '../lib/contact-links';

const scoreTones = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  orange: 'bg-orange-100 text-orange-900',
  red: 'bg-red-100 text-red-800',
} as const;

/** What the drawer's views receive: the loaded lead, and the drawer's close and edit actions. */
export type LeadViewProps = {
  lead: LeadDetails;
  onClose: () => void;
  onEdit: (lead: LeadListItem) => void;
};

export function LeadDrawerHeader({ lead, onClose, onEdit }: LeadViewProps) {
  const staff = useQuery(staffQuery);
  const updateStatus = useUpdateLeadStatus();
  const update = useUpdateLead();
  const remove = useDeleteLead();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const source = statusBadge(leadSources, lead.source);
  const whatsapp = leadWhatsappLink(lead.phone, lead.name);

  async function changeOwner(value: string) {
    try {
      await update.mutateAsync({ id: lead.id, patch: { ownerId: value || null } });
      toast.success('Responsável atualizado', 'O responsável pelo lead foi atualizado com sucesso.');
    } catch (error) {
      toast.error(
        'Erro ao atualizar responsável',
        error instanceof Error ? error.message : 'Tente novamente.',
      );
    }
  }

  async function deleteLead() {
    try {
      await remove.mutateAsync(lead.id);
      toast.success('Lead excluído', 'O lead foi excluído com sucesso.');
      onClose();
    } catch (error) {
      toast.error('Erro ao excluir lead', error instanceof Error ? error.message : 'Tente novamente.');
    }
  }

  return (
    <>
      <header className="grid gap-3 px-6 pb-4 pt-6 pr-12">
        <div className="flex flex-wrap items-center gap-2">
          <Badge color={source.color}>{source.label}</Badge>
          {lead.score !== null ? (
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${scoreTones[scoreColor(lead.score)]}`}
            >
              Pontuação {lead.score}
            </span>
          ) : null}
        </div>
        <DialogTitle className="text-xl">{lead.name}</DialogTitle>
        <DialogDescription>
          {lead.company ? `${lead.company} · ` : ''}Criado em {formatDateTimeAt(lead.createdAt)}
        </DialogDescription>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={mailtoLink(lead.email)}>
              <Mail aria-hidden="true" />
              {lead.email}
            </a>
          </Button>
          {lead.phone ? (
            <Button asChild variant="outline" size="sm">
              <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
                <Phone aria-hidden="true" />
                {formatPhone(lead.phone)}
              </a>
            </Button>
          ) : null}
          {whatsapp ? (
            <Button asChild variant="outline" size="sm">
              <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" />
                WhatsApp
              </a>
            </Button>
          ) : null}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <span className="text-sm font-medium leading-none">Status</span>
            <div>
              <StatusSelect
                catalog={leadStatuses}
                value={lead.status}
                label="Status do lead"
                onChange={(status) => updateStatus.mutate({ lead, status })}
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="drawer-owner">Responsável</Label>
            <NativeSelect
              id="drawer-owner"
              className="h-9"
              value={lead.ownerId ?? ''}
              disabled={update.isPending || staff.isPending}
              onChange={(event) => void changeOwner(event.target.value)}
            >
              <option value="">Sem responsável</option>
              {lead.ownerId && !staff.data?.some((member) => member.id === lead.ownerId) ? (
                <option value={lead.ownerId}>{lead.ownerName ?? 'Responsável atual'}</option>
              ) : null}
              {(staff.data ?? []).map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => onEdit(lead)}>
            <Pencil aria-hidden="true" />
            Editar
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive hover:text-destructive"
            onClick={() => setConfirmDelete(true)}
          >
            <Trash2 aria-hidden="true" />
            Excluir
          </Button>
        </div>
      </header>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Excluir lead?"
        description={`O lead ${lead.name} e as notas dele serão excluídos. Projetos e agendamentos ficam sem cliente. Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir lead"
        onConfirm={() => void deleteLead()}
      />
    </>
  );
}
