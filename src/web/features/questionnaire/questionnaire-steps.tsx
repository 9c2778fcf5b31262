/** The five steps of the questionnaire. Follow-up questions appear only when an earlier answer asks for them. */
import { Link } from 'react-router';
import {
  CONSENT_MARKETING_TEXT,
  CONSENT_PURPOSE_PREFIX,
  PRIVACY_PATH,
} from '@shared/content/privacy-consent';
import {
  BUDGET_GUIDANCE,
  BUDGETS,
  COMPANY_SIZES,
  CONTACT_PREFERENCES,
  GOALS,
  GPT_CHANNELS,
  LOGO_STATUS,
  ROLES,
  SEGMENTS,
  SERVICE_OPTIONS,
  SITE_STATUS,
  TIMELINES,
} from '@shared/content/questionnaire';
import type { ServiceId } from '@shared/content/types';
import { MESSAGE_MAX } from '@shared/schemas/booking-rules';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { CheckLine, ChoiceGroup, fieldId, Honeypot } from './form-controls';
import type { QuestionnaireDraft } from './questionnaire-draft';

export type StepProps = {
  answers: QuestionnaireDraft;
  errors: Record<string, string>;
  set: <K extends keyof QuestionnaireDraft>(key: K, value: QuestionnaireDraft[K]) => void;
};

const invalid = (errors: Record<string, string>, name: string) =>
  errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(name)}-error` } : {};

function FollowUp({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-5 rounded-lg border-l-4 border-primary/40 bg-muted/60 p-4">{children}</div>;
}

export function CompanyStep({ answers, errors, set }: StepProps) {
  return (
    <>
      <Field label="Nome da empresa ou do projeto" htmlFor={fieldId('company')} error={errors.company}>
        <Input
          id={fieldId('company')}
          name="company"
          autoComplete="organization"
          maxLength={200}
          value={answers.company}
          onChange={(event) => set('company', event.target.value)}
          {...invalid(errors, 'company')}
        />
      </Field>
      <Field label="Segmento" htmlFor={fieldId('segment')} error={errors.segment}>
        <NativeSelect
          id={fieldId('segment')}
          name="segment"
          value={answers.segment}
          onChange={(event) => set('segment', event.target.value)}
          {...invalid(errors, 'segment')}
        >
          <option value="">Selecione o segmento</option>
          {SEGMENTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {answers.segment === 'outro' ? (
        <FollowUp>
          <Field label="Qual é o segmento?" htmlFor={fieldId('segmentOther')} error={errors.segmentOther}>
            <Input
              id={fieldId('segmentOther')}
              name="segmentOther"
              maxLength={200}
              value={answers.segmentOther}
              onChange={(event) => set('segmentOther', event.target.value)}
              {...invalid(errors, 'segmentOther')}
            />
          </Field>
        </FollowUp>
      ) : null}
      <ChoiceGroup
        name="companySize"
        legend="Tamanho da equipe"
        options={COMPANY_SIZES}
        value={answers.companySize}
        onChange={(value) => set('companySize', value)}
        error={errors.companySize}
      />
      <ChoiceGroup
        name="role"
        legend="Seu cargo"
        options={ROLES}
        value={answers.role}
        onChange={(value) => set('role', value)}
        error={errors.role}
      />
    </>
  );
}

export function NeedsStep({ answers, errors, set }: StepProps) {
  const chosen = answers.services;
  return (
    <>
      <ChoiceGroup
        multiple
        name="services"
        legend="Do que a sua empresa precisa?"
        hint="Marque quantas opções quiser."
        options={SERVICE_OPTIONS}
        value={chosen}
        onChange={(value) => set('services', value)}
        error={errors.services}
      />
      {chosen.includes('sites') ? (
        <FollowUp>
          <ChoiceGroup
            name="hasSite"
            legend="A empresa já tem site?"
            options={SITE_STATUS}
            value={answers.hasSite}
            onChange={(value) => set('hasSite', value)}
            error={errors.hasSite}
          />
          {answers.hasSite === 'sim' ? (
            <Field label="Endereço do site atual" htmlFor={fieldId('siteUrl')} error={errors.siteUrl}>
              <Input
                id={fieldId('siteUrl')}
                name="siteUrl"
                inputMode="url"
                autoComplete="url"
                placeholder="www.suaempresa.com.br"
                maxLength={200}
                value={answers.siteUrl}
                onChange={(event) => set('siteUrl', event.target.value)}
                {...invalid(errors, 'siteUrl')}
              />
            </Field>
          ) : null}
        </FollowUp>
      ) : null}
      {chosen.includes('agentes-gpt') ? (
        <FollowUp>
          <ChoiceGroup
            multiple
            name="gptChannels"
            legend="Em quais canais o agente GPT deve atender?"
            options={GPT_CHANNELS}
            columns={3}
            value={answers.gptChannels}
            onChange={(value) => set('gptChannels', value)}
            error={errors.gptChannels}
          />
        </FollowUp>
      ) : null}
      {chosen.includes('branding') ? (
        <FollowUp>
          <ChoiceGroup
            name="hasLogo"
            legend="A empresa já tem logotipo?"
            options={LOGO_STATUS}
            columns={1}
            value={answers.hasLogo}
            onChange={(value) => set('hasLogo', value)}
            error={errors.hasLogo}
          />
        </FollowUp>
      ) : null}
      {chosen.includes('automacao') ? (
        <FollowUp>
          <Field
            label="Quais sistemas ou ferramentas vocês usam hoje? (opcional)"
            htmlFor={fieldId('automationTools')}
            error={errors.automationTools}
          >
            <Input
              id={fieldId('automationTools')}
              name="automationTools"
              placeholder="Ex.: planilhas, CRM, ERP, WhatsApp Business"
              maxLength={200}
              value={answers.automationTools}
              onChange={(event) => set('automationTools', event.target.value)}
            />
          </Field>
        </FollowUp>
      ) : null}
    </>
  );
}

export function GoalsStep({ answers, errors, set }: StepProps) {
  return (
    <>
      <ChoiceGroup
        multiple
        name="goals"
        legend="Quais são os principais objetivos?"
        hint="Marque quantas opções quiser."
        options={GOALS}
        value={answers.goals}
        onChange={(value) => set('goals', value)}
        error={errors.goals}
      />
      <Field
        label="Conte mais sobre o projeto (opcional)"
        htmlFor={fieldId('details')}
        error={errors.details}
        hint={`${answers.details.length} de ${MESSAGE_MAX} caracteres`}
      >
        <Textarea
          id={fieldId('details')}
          name="details"
          rows={4}
          maxLength={MESSAGE_MAX}
          placeholder="Ex.: quero que os clientes agendem pelo WhatsApp sem precisar falar com a recepção."
          value={answers.details}
          onChange={(event) => set('details', event.target.value)}
        />
      </Field>
    </>
  );
}

export function InvestmentStep({ answers, errors, set }: StepProps) {
  const chosen = answers.services.length
    ? SERVICE_OPTIONS.filter((option) => answers.services.includes(option.value))
    : SERVICE_OPTIONS;
  return (
    <>
      <ChoiceGroup
        name="budget"
        legend="Quanto pretende investir neste projeto?"
        options={BUDGETS}
        value={answers.budget}
        onChange={(value) => set('budget', value)}
        error={errors.budget}
      />
      {answers.budget === 'nao-sei' ? (
        <section
          aria-label="Valores de referência"
          className="rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm"
        >
          <p className="font-medium text-foreground">Sem problema! Veja alguns valores de referência:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
            {chosen.map((option) => (
              <li key={option.value}>{BUDGET_GUIDANCE[option.value as ServiceId]}</li>
            ))}
          </ul>
          <p className="mt-2 text-muted-foreground">
            Os valores variam conforme o escopo. Na proposta, mostramos opções para cada etapa, e você também
            pode definir o investimento com a gente na consultoria gratuita de 30 minutos.
          </p>
        </section>
      ) : null}
      <ChoiceGroup
        name="timeline"
        legend="Para quando você precisa?"
        options={TIMELINES}
        value={answers.timeline}
        onChange={(value) => set('timeline', value)}
        error={errors.timeline}
      />
    </>
  );
}

export type ContactExtras = {
  consent: boolean;
  marketing: boolean;
  website: string;
  setConsent: (value: boolean) => void;
  setMarketing: (value: boolean) => void;
  setWebsite: (value: string) => void;
};

export function ContactStep({ answers, errors, set, extras }: StepProps & { extras: ContactExtras }) {
  return (
    <>
      <Field label="Nome completo" htmlFor={fieldId('name')} error={errors.name}>
        <Input
          id={fieldId('name')}
          name="name"
          autoComplete="name"
          maxLength={120}
          value={answers.name}
          onChange={(event) => set('name', event.target.value)}
          {...invalid(errors, 'name')}
        />
      </Field>
      <Field label="E-mail" htmlFor={fieldId('email')} error={errors.email}>
        <Input
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          value={answers.email}
          onChange={(event) => set('email', event.target.value)}
          {...invalid(errors, 'email')}
        />
      </Field>
      <Field
        label="WhatsApp"
        htmlFor={fieldId('phone')}
        error={errors.phone}
        hint="Com DDD, ex.: (11) 98765-4321"
      >
        <Input
          id={fieldId('phone')}
          name="phone"
          type="tel"
          mask="phone"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="(11) 98765-4321"
          value={answers.phone}
          onChange={(event) => set('phone', event.target.value)}
          {...invalid(errors, 'phone')}
        />
      </Field>
      <ChoiceGroup
        name="contactPreference"
        legend="Como prefere ser contatado?"
        options={CONTACT_PREFERENCES}
        columns={3}
        value={answers.contactPreference}
        onChange={(value) => set('contactPreference', value)}
        error={errors.contactPreference}
      />
      <div className="grid gap-3 border-t pt-5">
        <CheckLine
          name="consent"
          checked={extras.consent}
          onChange={extras.setConsent}
          error={errors.consent}
        >
          {CONSENT_PURPOSE_PREFIX}{' '}
          <Link
            to={PRIVACY_PATH}
            target="_blank"
            rel="noopener"
            className="font-medium text-primary underline"
          >
            Política de Privacidade
            <span className="sr-only"> (abre em nova aba)</span>
          </Link>
          .
        </CheckLine>
        <CheckLine name="marketing" checked={extras.marketing} onChange={extras.setMarketing}>
          {CONSENT_MARKETING_TEXT}
        </CheckLine>
      </div>
      <Honeypot value={extras.website} onChange={extras.setWebsite} />
    </>
  );
}
