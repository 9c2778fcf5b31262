/**
 * The read-only sections of the lead drawer: message, score reasons, chat profile, origin (channel
 * and UTM), projects and appointments. Each is a titled block under a rule (Section).
 */
import type { ReactNode } from 'react';
import { chatProfileRows } from '@shared/catalog/chat-profile';
import { appointmentStatuses, leadSources, projectStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDateTime, formatMoney } from '@shared/format';
import type { LeadDetails } from '@shared/schemas/lead';
import { Badge } from '@web/components/ui/badge';
import { ScoreOverrideButton } from './score-override-dialog';

const utmLabels: Record<string, string> = {
  source: 'Fonte (utm_source)',
  medium: 'Meio (utm_medium)',
  campaign: 'Campanha (utm_campaign)',
  term: 'Termo (utm_term)',
  content: 'Conteúdo (utm_content)',
  referrer: 'Página de origem',
};

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 border-t px-6 py-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

export function MessageSection({ lead }: { lead: LeadDetails }) {
  return (
    <Section title="Mensagem">
      <p className="whitespace-pre-wrap text-sm text-muted-foreground">{lead.message || 'Sem mensagem.'}</p>
      {lead.serviceInterest ? (
        <p className="text-sm">
          <span className="text-muted-foreground">Interesse: </span>
          {lead.serviceInterest}
        </p>
      ) : null}
    </Section>
  );
}

/** The score and the rules that produced it (art. 20); staff may override it with a reason. */
export function ScoreSection({ lead }: { lead: LeadDetails }) {
  return (
    <Section title={lead.score === null ? 'Pontuação: sem pontuação' : `Pontuação: ${lead.score} de 100`}>
      {lead.scoreReasons?.length ? (
        <ul className="grid gap-1 text-sm">
          {lead.scoreReasons.map((reason) => (
            <li key={reason.label} className="flex justify-between gap-2">
              <span>
                {reason.label}
                {reason.detail ? <span className="text-muted-foreground">: {reason.detail}</span> : null}
              </span>
              <span className={`font-medium ${reason.points < 0 ? 'text-red-700' : 'text-green-700'}`}>
                {reason.points < 0 ? reason.points : `+${reason.points}`}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          {lead.score === null
            ? 'Este lead ainda não foi pontuado.'
            : 'Os motivos da pontuação não foram registrados.'}
        </p>
      )}
      <ScoreOverrideButton leadId={lead.id} score={lead.score} />
    </Section>
  );
}

/**
 * The chat profile: what the Agente Coder learnt (the questionnaire's answers are shown apart), with the
 * PT-BR labels and values of the shared catalog: no internal key reaches staff.
 */
export function ChatProfileSection({ profile }: { profile: Record<string, unknown> }) {
  const rows = chatProfileRows(profile);
  if (!rows.length) return null;
  return (
    <Section title="Perfil (conversa com o Agente Coder)">
      <dl className="grid gap-1.5 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function OriginSection({ lead }: { lead: LeadDetails }) {
  const source = statusBadge(leadSources, lead.source);
  const utmEntries = Object.entries(lead.utm ?? {}).filter(([, value]) => value);
  return (
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
  );
}

export function ProjectsSection({ projects }: { projects: LeadDetails['projects'] }) {
  return (
    <Section title={`Projetos (${projects.length})`}>
      {projects.length ? (
        <ul className="grid gap-2">
          {projects.map((project) => {
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
  );
}

export function AppointmentsSection({ appointments }: { appointments: LeadDetails['appointments'] }) {
  return (
    <Section title={`Agendamentos (${appointments.length})`}>
      {appointments.length ? (
        <ul className="grid gap-2">
          {appointments.map((appointment) => {
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
  );
}
