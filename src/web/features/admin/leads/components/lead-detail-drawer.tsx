/**
 * The lead drawer: contact links, status and owner, message, score with its reasons, questionnaire
 * answers, the chat transcript and chat profile, origin and UTM, the site submissions with their
 * suggestions and the LGPD consent history (lead-submissions-panel), its projects and appointments, and the
 * activity timeline with notes.
 */
import { useQuery } from '@tanstack/react-query';
import { Mail, MessageCircle, Pencil, Phone, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  appointmentStatuses,
  leadSources,
  leadStatuses,
  projectStatuses,
  statusBadge,
} from '@shared/catalog/statuses';
import { formatDateTime, formatDateTimeAt, formatMoney, formatPhone } from '@shared/format';
import { PERSONALITY_LABELS, scoreColor } from '@shared/lead-profile/score';
import type { LeadDetails, LeadListItem } from '@shared/schemas/lead';
import { StatusSelect } from '@web/components/data-table/status-select';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/feedback';
import { NativeSelect, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/lib/toast';
import { useAddLeadNote } from '../api/add-lead-note';
import { useDeleteLead } from '../api/delete-lead';
import { leadDetailsQuery } from '../api/get-lead';
import { staffQuery } from '../api/list-staff';
import { useUpdateLead } from '../api/update-lead';
import { useUpdateLeadStatus } from '../api/update-lead-status';
import { leadWhatsappLink, mailtoLink } from '../lib/contact-links';
import { ChatTranscript, QuestionnaireAnswers } from './lead-conversation';
import { LeadSubmissionsPanel } from './lead-submissions-panel';
import { LeadTimeline } from './timeline';

const scoreTones = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  orange: 'bg-orange-100 text-orange-900',
  red: 'bg-red-100 text-red-800',
} as const;

const utmLabels: Record<string, string> = {
  source: 'Fonte (utm_source)',
  medium: 'Meio (utm_medium)',
  campaign: 'Campanha (utm_campaign)',
  term: 'Termo (utm_term)',
  content: 'Conteúdo (utm_content)',
  referrer: 'Página de origem',
};

export function LeadDetailDrawer({
  leadId,
  onClose,
  onEdit,
}: {
  leadId: string | null;
  onClose: () => void;
  onEdit: (lead: LeadListItem) => void;
}) {
  return (
    <Dialog open={leadId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent side="right" className="w-full max-w-xl gap-0 p-0 sm:max-w-xl">
        {leadId ? <DrawerBody leadId={leadId} onClose={onClose} onEdit={onEdit} /> : null}
      </SheetContent>
    </Dialog>
  );
}

function DrawerBody({
  leadId,
  onClose,
  onEdit,
}: {
  leadId: string;
  onClose: () => void;
  onEdit: (lead: LeadListItem) => void;
}) {
  const query = useQuery(leadDetailsQuery(leadId));
  const lead = query.data;
  if (query.isPending) {
    return (
      <>
        <DialogTitle className="sr-only">Detalhes do lead</DialogTitle>
        <DialogDescription className="sr-only">Carregando o lead</DialogDescription>
        <Spinner className="h-full min-h-60" label="Carregando lead..." />
      </>
    );
  }
  if (!lead) {
    return (
      <div className="grid gap-3 p-6">
        <DialogTitle>Lead não encontrado</DialogTitle>
        <DialogDescription>{query.error?.message ?? 'Ele pode ter sido excluído.'}</DialogDescription>
        <Button variant="outline" onClick={onClose}>
          Fechar
        </Button>
      </div>
    );
  }
  return <LeadDetailsView lead={lead} onClose={onClose} onEdit={onEdit} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 border-t px-6 py-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function LeadDetailsView({
  lead,
  onClose,
  onEdit,
}: {
  lead: LeadDetails;
  onClose: () => void;
  onEdit: (lead: LeadListItem) => void;
}) {
  const staff = useQuery(staffQuery);
  const updateStatus = useUpdateLeadStatus();
  const update = useUpdateLead();
  const remove = useDeleteLead();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const source = statusBadge(leadSources, lead.source);
  const whatsapp = leadWhatsappLink(lead.phone, lead.name);
  // The questionnaire's answers are kept under profile.questionnaire; the rest is the chat profile.
  const { questionnaire, ...chatProfile } = lead.profile ?? {};
  const profileEntries = Object.entries(chatProfile).filter(
    ([, value]) =>
      value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && !value.length),
  );
  const utmEntries = Object.entries(lead.utm ?? {}).filter(([, value]) => value);

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
    <div className="flex min-h-full flex-col">
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

      <Section title="Mensagem">
        <p className="whitespace-pre-wrap text-sm text-muted-foreground">{lead.message || 'Sem mensagem.'}</p>
        {lead.serviceInterest ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Interesse: </span>
            {lead.serviceInterest}
          </p>
        ) : null}
      </Section>

      {lead.score !== null || lead.scoreReasons?.length ? (
        <Section title={`Pontuação: ${lead.score ?? 0} de 100`}>
          {lead.scoreReasons?.length ? (
            <ul className="grid gap-1 text-sm">
              {lead.scoreReasons.map((reason) => (
                <li key={reason.label} className="flex justify-between gap-2">
                  <span>
                    {reason.label}
                    {reason.detail ? <span className="text-muted-foreground">: {reason.detail}</span> : null}
                  </span>
                  <span className="font-medium text-green-700">+{reason.points}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">Os motivos da pontuação não foram registrados.</p>
          )}
        </Section>
      ) : null}

      {questionnaire ? (
        <Section title="Respostas do questionário">
          <QuestionnaireAnswers answers={questionnaire} />
        </Section>
      ) : null}

      {lead.transcript.length ? (
        <Section title="Conversa com o Agente Coder">
          <ChatTranscript sessions={lead.transcript} />
        </Section>
      ) : null}

      {profileEntries.length ? (
        <Section title="Perfil (conversa com o Agente Coder)">
          <dl className="grid gap-1.5 text-sm">
            {profileEntries.map(([key, value]) => (
              <div key={key} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
                <dt className="text-muted-foreground">{humanize(key)}</dt>
                <dd className="break-words">
                  {key === 'personality' && typeof value === 'string' && value in PERSONALITY_LABELS
                    ? PERSONALITY_LABELS[value as keyof typeof PERSONALITY_LABELS]
                    : formatValue(value)}
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}

      <Section title="Origem">
        <dl className="grid gap-1.5 text-sm">
          <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
            <dt className="text-muted-foreground">Canal</dt>
            <dd>{source.label}</dd>
          </div>
          {utmEntries.map(([key, value]) => (
            <div key={key} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
              <dt className="text-muted-foreground">{utmLabels[key] ?? key}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {utmEntries.length ? null : <p className="text-sm text-muted-foreground">Sem parâmetros UTM.</p>}
      </Section>

      <LeadSubmissionsPanel leadId={lead.id} />

      <Section title={`Projetos (${lead.projects.length})`}>
        {lead.projects.length ? (
          <ul className="grid gap-2">
            {lead.projects.map((project) => {
              const badge = statusBadge(projectStatuses, project.status);
              return (
                <li key={project.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate">{project.title}</span>
                  <span className="flex shrink-0 items-center gap-2">
                    <span className="text-muted-foreground">{formatMoney(project.budget)}</span>
                    <Badge color={badge.color}>{badge.label}</Badge>
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhum projeto com este cliente.</p>
        )}
      </Section>

      <Section title={`Agendamentos (${lead.appointments.length})`}>
        {lead.appointments.length ? (
          <ul className="grid gap-2">
            {lead.appointments.map((appointment) => {
              const badge = statusBadge(appointmentStatuses, appointment.status);
              return (
                <li key={appointment.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate">{appointment.title}</span>
                    <span className="text-xs text-muted-foreground">
                      {formatDateTime(appointment.appointmentDate, 'Data não definida')}
                    </span>
                  </span>
                  <Badge color={badge.color}>{badge.label}</Badge>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhum agendamento.</p>
        )}
      </Section>

      <Section title="Atividade">
        <NoteForm leadId={lead.id} />
        <LeadTimeline entries={lead.timeline} staff={staff.data ?? []} />
      </Section>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Excluir lead?"
        description={`O lead ${lead.name} e as notas dele serão excluídos. Projetos e agendamentos ficam sem cliente. Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir lead"
        onConfirm={() => void deleteLead()}
      />
    </div>
  );
}

function NoteForm({ leadId }: { leadId: string }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addNote = useAddLeadNote(leadId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!content.trim()) {
      setError('Escreva a nota');
      return;
    }
    setError(null);
    try {
      await addNote.mutateAsync(content.trim());
      setContent('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Não foi possível salvar a nota.');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mb-3 grid gap-2">
      <Label htmlFor="lead-note">Nova nota</Label>
      <Textarea
        id="lead-note"
        rows={2}
        value={content}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'lead-note-error' : undefined}
        onChange={(event) => setContent(event.target.value)}
        placeholder="Ex.: liguei e ficou de enviar o briefing na sexta."
      />
      {error ? (
        <p id="lead-note-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" className="justify-self-end" disabled={addNote.isPending}>
        Adicionar nota
      </Button>
    </form>
  );
}

const profileLabels: Record<string, string> = {
  name: 'Nome',
  company: 'Empresa',
  role: 'Cargo',
  personality: 'Perfil',
  budget: 'Orçamento',
  timeline: 'Prazo',
  painPoints: 'Dores',
  need: 'Necessidade',
  conversationStage: 'Etapa da conversa',
  leadScore: 'Pontuação',
  email: 'Email',
  phone: 'Telefone',
};

function humanize(key: string): string {
  return (
    profileLabels[key] ??
    key
      .replace(/[_-]+/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/^./, (char) => char.toUpperCase())
  );
}

function formatValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${humanize(key)}: ${formatValue(inner)}`)
      .join('; ');
  }
  return String(value ?? '');
}
