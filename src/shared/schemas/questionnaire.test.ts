import { describe, expect, it } from 'vitest';
import {
  questionnaireAnswersSchema,
  questionnaireSteps,
  questionnaireSubmissionSchema,
  validateQuestionnaireStep,
} from './questionnaire';

const answers = {
  company: 'Padaria Pão Quente',
  segment: 'alimentacao',
  segmentOther: '',
  companySize: '2-10',
  role: 'proprietario',
  services: ['sites', 'agentes-gpt'],
  hasSite: 'sim',
  siteUrl: 'www.paoquente.com.br',
  gptChannels: ['whatsapp'],
  hasLogo: '',
  automationTools: '',
  goals: ['mais-clientes'],
  details: '',
  budget: '5-10k',
  timeline: '3-meses',
  name: 'João Pereira',
  email: 'joao@paoquente.com.br',
  phone: '(11) 98765-4321',
  contactPreference: 'whatsapp',
};

describe('questionnaire steps', () => {
  it('has five steps whose fields cover the whole answer', () => {
    expect(questionnaireSteps.map((step) => step.id)).toEqual([
      'empresa',
      'necessidades',
      'objetivos',
      'investimento',
      'contato',
    ]);
    const stepFields = questionnaireSteps.flatMap((step) => Object.keys(step.schema.shape)).sort();
    expect(stepFields).toEqual(Object.keys(answers).sort());
    // The zod-free list the page renders from names the same fields, step by step.
    for (const step of questionnaireSteps)
      expect([...step.fields].sort()).toEqual(Object.keys(step.schema.shape).sort());
  });

  it('reports PT-BR messages for an empty first step', () => {
    expect(validateQuestionnaireStep(0, { company: '', segment: '', companySize: '', role: '' })).toEqual({
      company: 'Informe o nome da empresa ou do projeto.',
      segment: 'Selecione o segmento da empresa.',
      companySize: 'Selecione o porte da empresa.',
      role: 'Selecione o seu cargo.',
    });
    expect(validateQuestionnaireStep(0, answers)).toEqual({});
  });

  it('asks follow-up questions only when an earlier answer calls for them', () => {
    expect(validateQuestionnaireStep(0, { ...answers, segment: 'outro' })).toEqual({
      segmentOther: 'Conte qual é o segmento.',
    });
    expect(
      validateQuestionnaireStep(1, {
        services: ['sites', 'agentes-gpt', 'branding'],
        hasSite: '',
        gptChannels: [],
      }),
    ).toEqual({
      hasSite: 'Informe se a empresa já tem site.',
      gptChannels: 'Selecione pelo menos um canal.',
      hasLogo: 'Informe se a empresa já tem logotipo.',
    });
    expect(validateQuestionnaireStep(1, { services: ['sites'], hasSite: 'sim', siteUrl: '' })).toEqual({
      siteUrl: 'Informe o endereço do site atual.',
    });
    expect(
      validateQuestionnaireStep(1, { services: ['sites'], hasSite: 'sim', siteUrl: 'meu site' }),
    ).toEqual({
      siteUrl: 'Endereço inválido. Exemplo: www.suaempresa.com.br',
    });
    expect(validateQuestionnaireStep(1, { services: ['marketing'] })).toEqual({});
    expect(validateQuestionnaireStep(1, { services: [] })).toEqual({
      services: 'Selecione pelo menos um serviço.',
    });
  });

  it('validates the contact step with the documented messages', () => {
    expect(validateQuestionnaireStep(4, { name: '', email: 'x@', phone: '119' })).toEqual({
      name: 'Nome é obrigatório',
      email: 'Email inválido',
      phone: 'Informe um número válido com DDD, no formato (DD) 9XXXX-XXXX.',
    });
  });
});

describe('questionnaire submission', () => {
  it('drops answers to follow-ups that no longer apply', () => {
    const parsed = questionnaireAnswersSchema.parse({
      ...answers,
      services: ['marketing'],
      segmentOther: 'sobra',
      automationTools: 'planilhas',
    });
    expect(parsed).toMatchObject({
      hasSite: '',
      siteUrl: '',
      gptChannels: [],
      segmentOther: '',
      automationTools: '',
    });
  });

  it('keeps chosen lists in catalogue order, without repeats', () => {
    const parsed = questionnaireAnswersSchema.parse({
      ...answers,
      services: ['agentes-gpt', 'sites', 'agentes-gpt'],
      gptChannels: ['site', 'whatsapp'],
      goals: ['marca', 'mais-clientes'],
    });
    expect(parsed.services).toEqual(['sites', 'agentes-gpt']);
    expect(parsed.gptChannels).toEqual(['whatsapp', 'site']);
    expect(parsed.goals).toEqual(['mais-clientes', 'marca']);
  });

  it('requires the purpose consent and a load time, keeps marketing optional', () => {
    const base = { answers, formToken: 'token' };
    const missing = questionnaireSubmissionSchema.safeParse({ ...base, consent: { purpose: false } });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['consent', 'purpose'],
      message: 'É necessário aceitar o uso dos dados para responder sua solicitação.',
    });
    const ok = questionnaireSubmissionSchema.parse({ ...base, consent: { purpose: true } });
    expect(ok.consent).toEqual({ purpose: true, marketing: false });
    expect(questionnaireSubmissionSchema.safeParse({ answers, consent: { purpose: true } }).success).toBe(
      false,
    );
  });

  it('keeps only known UTM keys and ignores a malformed utm', () => {
    const parsed = questionnaireSubmissionSchema.parse({
      answers,
      consent: { purpose: true, marketing: true },
      formToken: 'token',
      utm: { source: 'google', medium: 'cpc', evil: 'x' },
    });
    expect(parsed.utm).toEqual({ source: 'google', medium: 'cpc' });
    const bad = questionnaireSubmissionSchema.parse({
      answers,
      consent: { purpose: true },
      formToken: 'token',
      utm: 'nope',
    });
    expect(bad.utm).toBeUndefined();
  });
});
