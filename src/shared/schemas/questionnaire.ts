/**
 * The project-evaluation questionnaire contract (/questionario → POST /api/public/questionnaire).
 * The page validates each step with `validateQuestionnaireStep`; the server parses the whole
 * submission with `questionnaireSubmissionSchema`. Messages in PT-BR live here (docs/product/questionnaire-and-booking.md).
 */
import { z } from 'zod';
import { CONSENT_REQUIRED_MESSAGE } from '@shared/content/privacy-consent';
import {
  BUDGETS,
  COMPANY_SIZES,
  CONTACT_PREFERENCES,
  GOALS,
  GPT_CHANNELS,
  LOGO_STATUS,
  QUESTIONNAIRE_STEPS,
  ROLES,
  SEGMENTS,
  SERVICE_OPTIONS,
  SITE_STATUS,
  TIMELINES,
  values,
} from '@shared/content/questionnaire';
import { visitReferralSchema } from '@shared/partners/schemas';
import { isValidEmail, isValidPhone, MESSAGE_MAX, messages, NAME_MAX } from './booking-rules';

export const questionnaireMessages = {
  company: 'Informe o nome da empresa ou do projeto.',
  segment: 'Selecione o segmento da empresa.',
  segmentOther: 'Conte qual é o segmento.',
  companySize: 'Selecione o porte da empresa.',
  role: 'Selecione o seu cargo.',
  services: 'Selecione pelo menos um serviço.',
  hasSite: 'Informe se a empresa já tem site.',
  siteUrl: 'Informe o endereço do site atual.',
  siteUrlInvalid: 'Endereço inválido. Exemplo: www.suaempresa.com.br',
  gptChannels: 'Selecione pelo menos um canal.',
  hasLogo: 'Informe se a empresa já tem logotipo.',
  goals: 'Selecione pelo menos um objetivo.',
  budget: 'Selecione uma faixa de investimento.',
  timeline: 'Selecione o prazo desejado.',
  contactPreference: 'Selecione como prefere ser contatado.',
  tooLong: 'Use no máximo 1.000 caracteres.',
  shortTooLong: 'Use no máximo 200 caracteres.',
} as const;

const SITE_URL = /^(https?:\/\/)?([\p{L}\p{N}-]+\.)+[\p{L}]{2,}(:\d+)?(\/\S*)?$/iu;
export const isValidSiteUrl = (value: string) => SITE_URL.test(value.trim());

const shortText = (required?: string) =>
  required
    ? z.string().trim().min(1, required).max(200, questionnaireMessages.shortTooLong)
    : z.string().trim().max(200, questionnaireMessages.shortTooLong).default('');
const longText = () => z.string().trim().max(MESSAGE_MAX, questionnaireMessages.tooLong).default('');
/** A radio/select answer that only applies when an earlier answer asks for it ('' otherwise). */
const optionalChoice = <T extends string>(list: [T, ...T[]]) => z.enum(list).or(z.literal('')).default('');

const companyShape = {
  company: shortText(questionnaireMessages.company),
  segment: z.enum(values(SEGMENTS), { error: questionnaireMessages.segment }),
  segmentOther: shortText(),
  companySize: z.enum(values(COMPANY_SIZES), { error: questionnaireMessages.companySize }),
  role: z.enum(values(ROLES), { error: questionnaireMessages.role }),
};
const needsShape = {
  services: z
    .array(z.enum(values(SERVICE_OPTIONS)), { error: questionnaireMessages.services })
    .min(1, { error: questionnaireMessages.services }),
  hasSite: optionalChoice(values(SITE_STATUS)),
  siteUrl: shortText(),
  gptChannels: z.array(z.enum(values(GPT_CHANNELS))).default([]),
  hasLogo: optionalChoice(values(LOGO_STATUS)),
  automationTools: shortText(),
};
const goalsShape = {
  goals: z
    .array(z.enum(values(GOALS)), { error: questionnaireMessages.goals })
    .min(1, { error: questionnaireMessages.goals }),
  details: longText(),
};
const investmentShape = {
  budget: z.enum(values(BUDGETS), { error: questionnaireMessages.budget }),
  timeline: z.enum(values(TIMELINES), { error: questionnaireMessages.timeline }),
};
/** Name, e-mail and WhatsApp phone with the PT-BR messages of every public form. */
export const publicContactShape = {
  name: z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, messages.nameRequired)
    .max(NAME_MAX, messages.nameTooLong),
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .refine(isValidEmail, messages.emailInvalid),
  phone: z
    .string({ error: messages.phoneRequired })
    .trim()
    .min(1, messages.phoneRequired)
    .refine(isValidPhone, messages.phoneInvalid),
};
const contactShape = {
  ...publicContactShape,
  contactPreference: z
    .enum(values(CONTACT_PREFERENCES), { error: questionnaireMessages.contactPreference })
    .default('whatsapp'),
};

type Ctx = z.RefinementCtx;
type CompanyPart = { segment?: string; segmentOther?: string };
type NeedsPart = {
  services?: string[];
  hasSite?: string;
  siteUrl?: string;
  gptChannels?: string[];
  hasLogo?: string;
};

// Questions that adapt to earlier answers: checked only when the earlier answer asks for them.
function checkCompany(value: CompanyPart, ctx: Ctx) {
  if (value.segment === 'outro' && !value.segmentOther?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['segmentOther'], message: questionnaireMessages.segmentOther });
  }
}

function checkNeeds(value: NeedsPart, ctx: Ctx) {
  const chosen = value.services ?? [];
  if (chosen.includes('sites')) {
    if (!value.hasSite) {
      ctx.addIssue({ code: 'custom', path: ['hasSite'], message: questionnaireMessages.hasSite });
    } else if (value.hasSite === 'sim') {
      const url = value.siteUrl?.trim() ?? '';
      if (!url) ctx.addIssue({ code: 'custom', path: ['siteUrl'], message: questionnaireMessages.siteUrl });
      else if (!isValidSiteUrl(url)) {
        ctx.addIssue({ code: 'custom', path: ['siteUrl'], message: questionnaireMessages.siteUrlInvalid });
      }
    }
  }
  if (chosen.includes('agentes-gpt') && !(value.gptChannels ?? []).length) {
    ctx.addIssue({ code: 'custom', path: ['gptChannels'], message: questionnaireMessages.gptChannels });
  }
  if (chosen.includes('branding') && !value.hasLogo) {
    ctx.addIssue({ code: 'custom', path: ['hasLogo'], message: questionnaireMessages.hasLogo });
  }
}

export type QuestionnaireAnswers = z.output<typeof answersObject>;
const answersObject = z.object({
  ...companyShape,
  ...needsShape,
  ...goalsShape,
  ...investmentShape,
  ...contactShape,
});

/** The chosen values without repeats, in the order of the catalogue (not the order of the clicks). */
function inCatalogueOrder<T extends string>(options: readonly { value: T }[], chosen: readonly T[]): T[] {
  return options.map((option) => option.value).filter((value) => chosen.includes(value));
}

/** Canonical answers: lists in catalogue order, follow-ups whose trigger is no longer selected dropped. */
export function cleanAnswers(answers: QuestionnaireAnswers): QuestionnaireAnswers {
  const chosen = inCatalogueOrder(SERVICE_OPTIONS, answers.services);
  const hasSite = chosen.includes('sites') ? answers.hasSite : '';
  return {
    ...answers,
    services: chosen,
    goals: inCatalogueOrder(GOALS, answers.goals),
    segmentOther: answers.segment === 'outro' ? answers.segmentOther : '',
    hasSite,
    siteUrl: hasSite === 'sim' ? answers.siteUrl : '',
    gptChannels: chosen.includes('agentes-gpt') ? inCatalogueOrder(GPT_CHANNELS, answers.gptChannels) : [],
    hasLogo: chosen.includes('branding') ? answers.hasLogo : '',
    automationTools: chosen.includes('automacao') ? answers.automationTools : '',
  };
}

export const questionnaireAnswersSchema = answersObject
  .superRefine((value, ctx) => {
    checkCompany(value, ctx);
    checkNeeds(value, ctx);
  })
  .transform(cleanAnswers);

const stepSchemas = [
  z.object(companyShape).superRefine(checkCompany),
  z.object(needsShape).superRefine(checkNeeds),
  z.object(goalsShape),
  z.object(investmentShape),
  z.object(contactShape),
] as const;

/** The steps of the page, in order (QUESTIONNAIRE_STEPS), each with its own schema. */
export const questionnaireSteps = QUESTIONNAIRE_STEPS.map((step, index) => ({
  ...step,
  schema: stepSchemas[index]!,
}));

export type QuestionnaireStepId = (typeof QUESTIONNAIRE_STEPS)[number]['id'];

/** Field errors of one step (first message per field); empty when the step is complete. */
export function validateQuestionnaireStep(step: number, answers: unknown): Record<string, string> {
  const definition = questionnaireSteps[step];
  if (!definition) return {};
  const result = definition.schema.safeParse(answers);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** UTM parameters and referrer of the visit (kept on the lead). Unknown keys are dropped. */
export const visitUtmSchema = z.object({
  source: z.string().trim().max(200).optional(),
  medium: z.string().trim().max(200).optional(),
  campaign: z.string().trim().max(200).optional(),
  term: z.string().trim().max(200).optional(),
  content: z.string().trim().max(200).optional(),
  referrer: z.string().trim().max(500).optional(),
});
export type VisitUtm = z.infer<typeof visitUtmSchema>;

/** What every public form sends besides its answers: honeypot, load time and origin of the visit. */
export const publicFormMetaShape = {
  /** Honeypot: hidden from people; anything in it marks a bot. */
  website: z.string().max(500).optional(),
  /** The signed token the server issued when the form was served (GET /api/public/form-token). */
  formToken: z
    .string({ error: messages.formTokenInvalid })
    .min(1, messages.formTokenInvalid)
    .max(500, messages.formTokenInvalid),
  utm: visitUtmSchema.optional().catch(undefined),
  /** The partner referral kept on the visitor's device (docs/product/partners.md). */
  ref: visitReferralSchema.optional().catch(undefined),
};

export const questionnaireSubmissionSchema = z.object({
  answers: questionnaireAnswersSchema,
  consent: z.object(
    {
      purpose: z.literal(true, { error: CONSENT_REQUIRED_MESSAGE }),
      marketing: z.boolean().default(false),
    },
    { error: CONSENT_REQUIRED_MESSAGE },
  ),
  ...publicFormMetaShape,
});
export type QuestionnaireSubmission = z.infer<typeof questionnaireSubmissionSchema>;
export type QuestionnaireSubmissionInput = z.input<typeof questionnaireSubmissionSchema>;
