/**
 * The lead drawer: contact links, status and owner, message, score with its reasons, questionnaire
 * answers, the chat transcript and chat profile, origin and UTM, the site submissions with their
 * suggestions and the LGPD consent history (lead-submissions-panel), the billing profile, its projects and appointments, and the
 * activity timeline with notes.
 */
import { useQuery } from '@tanstack/react-query';
import type { LeadListItem } from '@shared/schemas/lead';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/feedback';
import { leadDetailsQuery } from '../api/get-lead';
import { staffQuery } from '../api/list-staff';
import { BillingProfileSection } from './billing-profile-section';
import { ChatTranscript, QuestionnaireAnswers } from './lead-conversation';
import { LeadDrawerHeader, type LeadViewProps } from './lead-drawer-header';
import {
  AppointmentsSection,
  ChatProfileSection,
  MessageSection,
  OriginSection,
  ProjectsSection,
  ScoreSection,
  Section,
} from './lead-drawer-sections';
import { LeadNoteForm } from './lead-note-form';
import { LeadProposalsSection } from './lead-proposals-section';
import { LeadSubmissionsPanel } from './lead-submissions-panel';
import { LeadTimeline } from './timeline';

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

function LeadDetailsView({ lead, onClose, onEdit }: LeadViewProps) {
  const staff = useQuery(staffQuery);
  // The questionnaire's answers are kept under profile.questionnaire; the rest is the chat profile.
  const { questionnaire, ...chatProfile } = lead.profile ?? {};

  return (
    <div className="flex min-h-full flex-col">
      <LeadDrawerHeader lead={lead} onClose={onClose} onEdit={onEdit} />
      <MessageSection lead={lead} />
      <ScoreSection lead={lead} />

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

      <ChatProfileSection profile={chatProfile} />
      <OriginSection lead={lead} />
      <LeadSubmissionsPanel leadId={lead.id} />
      <BillingProfileSection leadId={lead.id} leadName={lead.company || lead.name} />
      <LeadProposalsSection leadId={lead.id} />
      <ProjectsSection projects={lead.projects} />
      <AppointmentsSection appointments={lead.appointments} />

      <Section title="Atividade">
        <LeadNoteForm leadId={lead.id} />
        <LeadTimeline entries={lead.timeline} staff={staff.data ?? []} />
      </Section>
    </div>
  );
}
