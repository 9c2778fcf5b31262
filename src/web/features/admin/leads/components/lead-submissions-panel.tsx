/**
 * The drawer's view of decision 012: contact data a public form suggested (apply or dismiss), the
 * LGPD consent history (append-only, newest first) and the submissions that reached this lead.
 */
import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTimeAt, formatMoney } from '@shared/format';
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_PURPOSE_LABELS,
  LEAD_EVENT_LABELS,
  type LeadSubmissionEvent,
  type LeadSuggestion,
  SUGGESTION_FIELD_LABELS,
  SUGGESTION_FIELDS,
  UNVERIFIED_CONSENT_CHANNELS,
} from '@shared/schemas/lead-submissions';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { leadSubmissionsQuery } from '../api/get-lead-submissions';
import { useRecordLeadConsent } from '../api/lead-privacy';
import { type SuggestionAction, useResolveLeadSuggestion } from '../api/resolve-lead-suggestion';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 border-t px-6 py-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function SuggestionCard({ leadId, suggestion }: { leadId: string; suggestion: LeadSuggestion }) {
  const resolve = useResolveLeadSuggestion(leadId);
  const fields = SUGGESTION_FIELDS.filter((field) => suggestion.changes[field]);

  async function settle(action: SuggestionAction) {
    try {
      await resolve.mutateAsync({ eventId: suggestion.eventId, action });
      if (action === 'apply') toast.success('Sugestão aplicada', 'Os dados do lead foram atualizados.');
      else toast.success('Sugestão descartada', 'Os dados do lead foram mantidos.');
    } catch (error) {
      toast.error('Erro ao resolver a sugestão', error instanceof Error ? error.message : 'Tente novamente.');
    }
  }

  return (
    <li className="grid gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm">
      <p className="text-muted-foreground">
        {LEAD_EVENT_LABELS[suggestion.kind]} em {formatDateTimeAt(suggestion.at)} com outros dados:
      </p>
      <dl className="grid gap-1">
        {fields.map((field) => (
          <div key={field} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
            <dt className="text-muted-foreground">{SUGGESTION_FIELD_LABELS[field]}</dt>
            <dd className="break-words">
              <span className="line-through decoration-muted-foreground/60">
                {suggestion.changes[field]!.current || '—'}
              </span>{' '}
              → <strong>{suggestion.changes[field]!.suggested}</strong>
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={resolve.isPending} onClick={() => void settle('apply')}>
          <Check aria-hidden="true" />
          Aplicar sugestão
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={resolve.isPending}
          onClick={() => void settle('dismiss')}
        >
          <X aria-hidden="true" />
          Descartar
        </Button>
      </div>
    </li>
  );
}

/** Staff record a marketing opt-in or withdrawal the person told them (channel 'Equipe'; appended, never edited). */
function StaffConsentButtons({ leadId }: { leadId: string }) {
  const record = useRecordLeadConsent(leadId);
  const save = (granted: boolean) =>
    record.mutate(
      { purpose: 'marketing', granted },
      {
        onSuccess: () =>
          toast.success(granted ? 'Opt-in de marketing registrado' : 'Revogação de marketing registrada'),
        onError: (error) => toast.error('Não foi possível registrar', error.message),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" disabled={record.isPending} onClick={() => save(true)}>
        Registrar opt-in de marketing
      </Button>
      <Button size="sm" variant="outline" disabled={record.isPending} onClick={() => save(false)}>
        Registrar revogação de marketing
      </Button>
    </div>
  );
}

function eventSummary(event: LeadSubmissionEvent): string | null {
  const payload = event.payload as {
    slot?: string;
    serviceInterest?: string;
    score?: number;
    fields?: string[];
    number?: string;
    total?: string;
  };
  switch (event.kind) {
    case 'proposal_accepted':
      return [payload.number, payload.total ? formatMoney(payload.total) : ''].filter(Boolean).join(' · ');
    case 'booking':
      return payload.slot ? `Horário: ${formatDateTimeAt(payload.slot)}` : null;
    case 'questionnaire':
      return [payload.serviceInterest, payload.score == null ? '' : `pontuação ${payload.score}`]
        .filter(Boolean)
        .join(' · ');
    case 'suggestion_applied':
      return (payload.fields ?? [])
        .map((field) => SUGGESTION_FIELD_LABELS[field as keyof typeof SUGGESTION_FIELD_LABELS] ?? field)
        .join(', ');
    default:
      return null;
  }
}

export function LeadSubmissionsPanel({ leadId }: { leadId: string }) {
  const query = useQuery(leadSubmissionsQuery(leadId));
  if (query.isPending) {
    return (
      <Section title="Consentimentos">
        <p className="text-sm text-muted-foreground">Carregando...</p>
      </Section>
    );
  }
  if (query.isError) {
    return (
      <Section title="Consentimentos">
        <p className="text-sm text-destructive">Não foi possível carregar o histórico de consentimento.</p>
      </Section>
    );
  }
  const { suggestions, consents, events } = query.data;
  return (
    <>
      {suggestions.length ? (
        <Section title={`Sugestões de atualização (${suggestions.length})`}>
          <p className="text-sm text-muted-foreground">
            Dados de contato enviados pelo site que diferem do lead. Nada muda até você aplicar.
          </p>
          <ul className="grid gap-2">
            {suggestions.map((suggestion) => (
              <SuggestionCard key={suggestion.eventId} leadId={leadId} suggestion={suggestion} />
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="Consentimentos">
        {consents.length ? (
          <ol className="grid gap-2 text-sm" aria-label="Histórico de consentimento">
            {consents.map((consent) => (
              <li key={consent.id} className="grid gap-0.5">
                <span className="flex flex-wrap items-center gap-2">
                  <Badge color={consent.granted ? 'green' : 'grey'}>
                    {consent.granted ? 'Concedido' : 'Não concedido'}
                  </Badge>
                  <span>{CONSENT_PURPOSE_LABELS[consent.purpose]}</span>
                  {UNVERIFIED_CONSENT_CHANNELS.includes(consent.channel) ? (
                    <Badge color="amber">Não verificado</Badge>
                  ) : null}
                </span>
                <span className="text-xs text-muted-foreground">
                  {formatDateTimeAt(consent.at)} · {CONSENT_CHANNEL_LABELS[consent.channel]} · política{' '}
                  {consent.policyVersion}
                  {consent.ip ? ` · IP ${consent.ip}` : ''}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">Sem registro de consentimento.</p>
        )}
        <StaffConsentButtons leadId={leadId} />
      </Section>

      {events.length ? (
        <Section title={`Envios pelo site (${events.length})`}>
          <ol className="grid gap-2 text-sm">
            {events.map((event) => {
              const summary = eventSummary(event);
              return (
                <li key={event.id} className="grid gap-0.5">
                  <span>
                    {LEAD_EVENT_LABELS[event.kind]}
                    {event.actorName ? ` por ${event.actorName}` : ''}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {formatDateTimeAt(event.at)}
                    {summary ? ` · ${summary}` : ''}
                  </span>
                </li>
              );
            })}
          </ol>
        </Section>
      ) : null}
    </>
  );
}
