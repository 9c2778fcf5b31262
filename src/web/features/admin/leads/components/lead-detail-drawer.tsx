/**
 * The lead drawer: contact links, status and owner, the 'Possível duplicado' banner and 'Outros
 * contatos' (decision 056), message, score with its reasons, questionnaire answers, the chat
 * transcript and chat profile, origin and UTM, the site submissions with their suggestions and the
 * LGPD consent history (lead-submissions-panel), the billing profile, its projects and appointments,
 * the activities panel (calls, meetings, e-mails, tasks; src/web/features/activities), and the
 * activity timeline with notes. A link to a lead merged away opens the lead that kept it.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LeadListItem } from '@shared/schemas/lead';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/feedback';
import { ActivitiesPanel } from '@web/features/activities';
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
import { LeadDuplicateBanner } from './lead-duplicate-banner';
import { LeadNoteForm } from './lead-note-form';
import { LeadOtherContacts } from './lead-other-contacts';
import { LeadProposalsSection } from './lead-proposals-section';
import { LeadSubmissionsPanel } from './lead-submissions-panel';
import { LeadTimeline } from './timeline';

type DrawerActions = {
  onClose: () => void;
  onEdit: (lead: LeadListItem) => void;
  /** Shows another lead in the drawer (the one a merged lead now lives in). */
  onOpenLead: (id: string) => void;
  /** Opens the merge screen for a pair of possible duplicates. */
  onCompare: (pairId: string) => void;
};

export function LeadDetailDrawer({ leadId, ...actions }: { leadId: string | null } & DrawerActions) {
  return (
    <Dialog open={leadId !== null} onOpenChange={(open) => (open ? undefined : actions.onClose())}>
      <SheetContent side="right" className="w-full max-w-xl gap-0 p-0 sm:max-w-xl">
        {leadId ? <DrawerBody leadId={leadId} {...actions} /> : null}
      </SheetContent>
    </Dialog>
  );
}

function DrawerBody({ leadId, onClose, onEdit, onOpenLead, onCompare }: { leadId: string } & DrawerActions) {
  const query = useQuery(leadDetailsQuery(leadId));
  const lead = query.data;
  const redirectTo = lead && lead.id !== leadId ? lead.id : null;
  useEffect(() => {
    if (redirectTo) onOpenLead(redirectTo);
  }, [redirectTo, onOpenLead]);
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
  return <LeadDetailsView lead={lead} onClose={onClose} onEdit={onEdit} onCompare={onCompare} />;
}

function LeadDetailsView({
  lead,
  onClose,
  onEdit,
  onCompare,
}: LeadViewProps & { onCompare: (pairId: string) => void }) {
  const staff = useQuery(staffQuery);
  // The questionnaire's answers are kept under profile.questionnaire; the rest is the chat profile.
  const { questionnaire, ...chatProfile } = lead.profile ?? {};

  return (
    <div className="flex min-h-full flex-col">
      <LeadDrawerHeader lead={lead} onClose={onClose} onEdit={onEdit} />
      <LeadDuplicateBanner duplicates={lead.duplicates} onCompare={onCompare} />
      <LeadOtherContacts leadId={lead.id} contacts={lead.contacts} />
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

      <Section title="Próximas atividades">
        <ActivitiesPanel subject={{ kind: 'lead', id: lead.id }} />
      </Section>

      <Section title="Atividade">
        <LeadNoteForm leadId={lead.id} />
        <LeadTimeline entries={lead.timeline} staff={staff.data ?? []} />
      </Section>
    </div>
  );
}
