/**
 * The multi-step questionnaire: one step at a time, validated with the shared zod step schemas,
 * answers kept across reloads, a double-submit guard (docs/product/questionnaire-and-booking.md) and the LGPD consent on the last step.
 * Everything that reads the browser (storage, clock, URL) runs in effects, so the prerendered HTML
 * and the first client render are the same.
 */
import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { QUESTIONNAIRE_STEPS, questionnaireStepOf } from '@shared/content/questionnaire';
import { createSubmitGuard, messages } from '@shared/schemas/booking-rules';
import { PlainButton } from '@web/components/ui/plain-button';
import { track } from '@web/lib/analytics';
import { ApiError } from '@web/lib/api';
import { useFormToken } from '@web/lib/form-token';
import { captureReferral, readReferral } from '@web/lib/referral';
import { captureUtm, readUtm } from '@web/lib/utm';
import { useSubmitQuestionnaire } from './api/submit-questionnaire';
import { fieldId } from './form-controls';
import { buttonClass } from './questionnaire-buttons';
import { clearDraft, emptyDraft, loadDraft, type QuestionnaireDraft, saveDraft } from './questionnaire-draft';
import { QuestionnaireProgress } from './questionnaire-progress';
import { QuestionnaireResult, type SentSummary } from './questionnaire-result';
import { CompanyStep, ContactStep, GoalsStep, InvestmentStep, NeedsStep } from './questionnaire-steps';

const STEP_TITLES = QUESTIONNAIRE_STEPS.map((step) => step.title);
const LAST = QUESTIONNAIRE_STEPS.length - 1;
const STEP_INTROS = [
  'Conte um pouco sobre a sua empresa.',
  'Escolha os serviços que interessam. Algumas perguntas mudam conforme a sua escolha.',
  'O que você quer alcançar com o projeto?',
  'Isso nos ajuda a indicar a melhor solução para o seu momento.',
  'Para onde enviamos a avaliação?',
];

/**
 * The zod step schemas load after the page is interactive, off the critical path of the first paint;
 * they are usually in place long before the first 'Próximo'.
 */
let validator: Promise<typeof import('@shared/schemas/questionnaire')> | undefined;
const loadValidator = () => {
  validator ??= import('@shared/schemas/questionnaire');
  return validator;
};

function focusField(name: string) {
  const element = document.getElementById(fieldId(name));
  const target = element instanceof HTMLFieldSetElement ? element.querySelector('input') : element;
  target?.focus();
}

export function QuestionnaireForm() {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<QuestionnaireDraft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [consent, setConsent] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [website, setWebsite] = useState('');
  const [formError, setFormError] = useState('');
  const [sent, setSent] = useState<SentSummary | null>(null);
  const [restored, setRestored] = useState(false);
  const startedAt = useRef(0);
  const guard = useRef(createSubmitGuard());
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const pendingFocus = useRef<string | null>(null);
  const submit = useSubmitQuestionnaire();
  const formToken = useFormToken('questionario');

  // Restore a draft, note the load time and the origin of the visit: browser-only, after hydration.
  useEffect(() => {
    captureUtm();
    captureReferral();
    const draft = loadDraft(QUESTIONNAIRE_STEPS.length);
    void loadValidator().catch(() => undefined);
    if (draft) {
      setAnswers(draft.answers);
      setStep(draft.step);
      startedAt.current = draft.startedAt;
    } else {
      startedAt.current = Date.now();
    }
    setRestored(true);
    track('questionnaire_view', { restored: Boolean(draft), step: (draft?.step ?? 0) + 1 });
  }, []);

  useEffect(() => {
    if (restored && !sent) saveDraft({ answers, step, startedAt: startedAt.current });
  }, [answers, step, restored, sent]);

  // Move focus to the new step's title (not on first load) or to the first field with an error.
  useEffect(() => {
    if (pendingFocus.current) {
      focusField(pendingFocus.current);
      pendingFocus.current = null;
    } else if (moved.current) {
      heading.current?.focus();
    }
    moved.current = false;
  });

  const set = <K extends keyof QuestionnaireDraft>(key: K, value: QuestionnaireDraft[K]) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
  };

  const goTo = (next: number) => {
    moved.current = true;
    setErrors({});
    setFormError('');
    setStep(next);
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    moved.current = false;
    pendingFocus.current = Object.keys(found)[0] ?? null;
  };

  async function send() {
    if (!guard.current.tryStart()) return;
    setFormError('');
    try {
      await submit.mutateAsync({
        answers,
        consent: { purpose: consent, marketing },
        website,
        formToken: await formToken(),
        utm: readUtm(),
        ref: readReferral(),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(messages.network);
        return;
      }
      const fields: Record<string, string> = {};
      for (const [key, message] of Object.entries(error.fields ?? {})) {
        fields[key.replace(/^answers\./, '').replace(/^consent\.purpose$/, 'consent')] = message;
      }
      track('questionnaire_error', { status: error.status, fields: Object.keys(fields) });
      if (Object.keys(fields).length) {
        const target = Math.min(...Object.keys(fields).map((key) => questionnaireStepOf(key)));
        if (target !== step) setStep(target);
        showErrors(fields);
      }
      setFormError(error.status === 0 ? messages.network : error.message);
      return;
    }
    track('questionnaire_submitted', {
      services: answers.services,
      budget: answers.budget,
      timeline: answers.timeline,
    });
    clearDraft();
    setSent({ name: answers.name, company: answers.company, contactPreference: answers.contactPreference });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    let validateQuestionnaireStep: (index: number, value: unknown) => Record<string, string>;
    try {
      ({ validateQuestionnaireStep } = await loadValidator());
    } catch {
      validator = undefined; // try the download again on the next click
      setFormError(messages.network);
      return;
    }
    const found = validateQuestionnaireStep(step, answers);
    if (step === LAST && !consent) found.consent = messages.consentRequired;
    if (Object.keys(found).length) {
      track('questionnaire_step_error', {
        step: step + 1,
        id: QUESTIONNAIRE_STEPS[step]!.id,
        fields: Object.keys(found),
      });
      showErrors(found);
      return;
    }
    track('questionnaire_step', { step: step + 1, id: QUESTIONNAIRE_STEPS[step]!.id, completed: true });
    if (step < LAST) goTo(step + 1);
    else void send();
  }

  if (sent) return <QuestionnaireResult sent={sent} />;

  const stepProps = { answers, errors, set };
  const errorCount = Object.keys(errors).length;
  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-6" aria-labelledby="questionario-etapa">
      <QuestionnaireProgress step={step} titles={STEP_TITLES} />
      <div className="grid gap-1">
        <h2
          id="questionario-etapa"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight outline-none"
        >
          {STEP_TITLES[step]}
        </h2>
        <p className="text-sm text-muted-foreground">{STEP_INTROS[step]}</p>
      </div>
      <div className="grid gap-5">
        {step === 0 ? <CompanyStep {...stepProps} /> : null}
        {step === 1 ? <NeedsStep {...stepProps} /> : null}
        {step === 2 ? <GoalsStep {...stepProps} /> : null}
        {step === 3 ? <InvestmentStep {...stepProps} /> : null}
        {step === 4 ? (
          <ContactStep
            {...stepProps}
            extras={{ consent, marketing, website, setConsent, setMarketing, setWebsite }}
          />
        ) : null}
      </div>
      <div aria-live="polite" className="text-sm">
        {errorCount > 0 && !formError ? (
          <p className="text-destructive">
            {errorCount === 1
              ? 'Revise o campo destacado para continuar.'
              : `Revise os ${errorCount} campos destacados para continuar.`}
          </p>
        ) : null}
        {formError ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive"
          >
            {formError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:justify-between">
        {step > 0 ? (
          <button type="button" className={buttonClass('outline')} onClick={() => goTo(step - 1)}>
            <ArrowLeft aria-hidden="true" />
            Voltar
          </button>
        ) : (
          <span />
        )}
        {step < LAST ? (
          <button type="submit" className={buttonClass('primary')}>
            Próximo
            <ArrowRight aria-hidden="true" />
          </button>
        ) : (
          <PlainButton type="submit" className={buttonClass('primary')} disabled={submit.isPending}>
            {submit.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {submit.isPending ? 'Enviando...' : 'Enviar respostas'}
          </PlainButton>
        )}
      </div>
    </form>
  );
}
