import { describe, expect, it } from 'vitest';
import { extractProfile } from './extract';
import { extractBudget } from './slots/budget';
import { extractPhone } from './slots/contact';
import { detectNeed } from './slots/need';
import { detectPersonality } from './slots/personality';
import { extractRole } from './slots/role';
import { extractTimeline } from './slots/timeline';
import type { LeadProfile } from './types';
import { emptyLeadProfile } from './types';

type Expected = Partial<Omit<LeadProfile, 'leadScore' | 'conversationStage'>>;

/** Each listed key must equal the value; `undefined` means the field must NOT be extracted. */
const MESSAGES: [string, Expected][] = [
  ['Oi, sou o João da Acme', { name: 'João', company: 'Acme' }],
  [
    'Olá! Meu nome é Maria da Silva e sou diretora de marketing da TechNova. Preciso de um site novo.',
    { name: 'Maria da Silva', role: 'diretor de marketing', company: 'TechNova', need: 'sites' },
  ],
  ['me chamo carlos', { name: 'Carlos' }],
  ['MEU NOME É Ana Paula Ribeiro Costa', { name: 'Ana Paula Ribeiro' }],
  ['Sou muito curioso sobre IA', { name: undefined, need: 'agentes-gpt' }],
  ['sou gerente de projetos', { name: undefined, role: 'gerente de projetos' }],
  ['Sou Gerente na Construtora Alfa', { name: undefined, role: 'gerente', company: 'Construtora Alfa' }],
  ['Sou da empresa Vértice Digital', { name: undefined, company: 'Vértice Digital' }],
  ['A empresa precisa vender mais', { company: undefined }],
  ['Minha empresa se chama Doce Lar Confeitaria', { company: 'Doce Lar Confeitaria' }],
  ['Trabalho na Padaria Pão Quente há 5 anos', { company: 'Padaria Pão Quente', timeline: undefined }],
  ['Trabalho em São Paulo', { company: undefined }],
  ['Sou de São Paulo', { name: undefined, company: undefined }],
  ['Sou CEO da Fintech Nimbus', { name: undefined, role: 'CEO', company: 'Fintech Nimbus' }],
  [
    'Sou Ana, analista de dados na Orbital',
    { name: 'Ana', role: 'analista de dados', company: 'Orbital', personality: 'analytical' },
  ],
  // Their business, not what they need from us (issue 19: 'loja de roupas' is not a request for a store).
  ['Sou proprietária de uma loja de roupas', { role: 'proprietário', need: undefined }],
  ['Preciso contratar um designer para criar o logo', { role: undefined, need: 'branding' }],
  ['Falei com o diretor e ele aprovou', { role: undefined }],
  ['Eu sou a coordenadora de TI', { name: undefined, role: 'coordenador de TI' }],
  ['sou DESENVOLVEDORA freelancer', { role: 'desenvolvedor' }],
  ['Sou empreendedor há dois anos', { role: 'empreendedor', timeline: undefined }],
  ['Quero ver dados e ROI antes, mas é urgente', { personality: 'analytical', timeline: 'urgente' }],
  ['Preciso disso agora, é urgente!', { personality: 'impulsive', timeline: 'urgente' }],
  ['Talvez no futuro, tenho receio de investir', { personality: 'cautious' }],
  ['Adorei o trabalho de vocês!', { personality: 'emotional' }],
  ['Nosso orçamento é de 10 a 20 mil', { budget: 'R$ 10 a 20 mil' }],
  ['Tenho uns R$ 10 mil', { budget: 'R$ 10 mil' }],
  ['Consigo investir 20k', { budget: 'R$ 20 mil' }],
  ['Algo em torno de 50.000', { budget: 'R$ 50 mil' }],
  ['Posso pagar 100 mil reais', { budget: 'R$ 100 mil' }],
  ['Entre R$ 1.500 e R$ 3.000', { budget: 'R$ 1,5 a 3 mil' }],
  ['Temos 10 mil seguidores no Instagram', { budget: undefined, need: 'marketing' }],
  ['Preciso para este mês', { timeline: 'este mês' }],
  ['Pode ser no próximo mês', { timeline: 'próximo mês' }],
  ['Consegue entregar em 2 semanas?', { timeline: '2 semanas' }],
  ['Prazo de uns 3 meses', { timeline: '3 meses' }],
  [
    'Nosso site é antigo e não aparece no Google',
    { painPoints: ['site antigo', 'não aparece no google'], need: 'sites' },
  ],
  ['Vi no seu site que vocês fazem automação', { need: 'automacao' }],
  [
    'Temos poucas vendas, processos manuais e custo alto; sem tempo pra nada',
    { painPoints: ['poucas vendas', 'sem tempo', 'processos manuais', 'custo alto'] },
  ],
  ['Meu WhatsApp é (11) 98765-4321', { phone: '11987654321' }],
  ['contato: Ana.Souza@Empresa.com.br', { email: 'ana.souza@empresa.com.br' }],
  ['Quero um chatbot com GPT para o atendimento', { need: 'agentes-gpt' }],
  ['Preciso de tráfego pago e anúncios', { need: 'marketing' }],
  ['Quero uma consultoria de estratégia digital', { need: 'consultoria' }],
  ['Preciso de uma nova identidade visual', { need: 'branding' }],
  ['Dá pra integrar meu ERP?', { need: 'automacao' }],
  ['Aqui é a Fernanda, da Clínica Sorriso', { name: 'Fernanda', company: 'Clínica Sorriso' }],
  ['Sou a Dra. Helena Costa', { name: 'Helena Costa' }],
  ['Faturamos 200 mil por mês e queremos crescer', { budget: undefined }],
  ['bom dia', { name: undefined, company: undefined, role: undefined, need: undefined, painPoints: [] }],
];

describe('extractProfile: PT-BR message table', () => {
  it('has at least 30 messages', () => {
    expect(MESSAGES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(MESSAGES)('%s', (text, expected) => {
    const profile = extractProfile(text);
    for (const [key, value] of Object.entries(expected)) {
      expect(profile[key as keyof Expected], key).toEqual(value);
    }
  });
});

describe('field extractors', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['11987654321', '11987654321'],
    ['+55 11 98765-4321', '11987654321'],
    ['fixo 21 3456-7890', '2134567890'],
    ['CPF 123.456.789-00', undefined],
    ['R$ 50.000', undefined],
  ])('phone %s', (text, expected) => {
    expect(extractPhone(text)).toBe(expected);
  });

  it.each([
    ['R$ 1,5 milhão', 'R$ 1,5 milhão'],
    ['uns 800 reais', 'R$ 800'],
    ['15k-20k', 'R$ 15 a 20 mil'],
    ['vinte mil', 'R$ 20 mil'],
    ['R$ 10.000,00', 'R$ 10 mil'],
    ['em 2024 abrimos', undefined],
    ['2 sites', undefined],
  ])('budget %s', (text, expected) => {
    expect(extractBudget(text)).toBe(expected);
  });

  it.each([
    ['é pra ontem', 'urgente'],
    ['URGENTE', 'urgente'],
    ['nesta semana', 'esta semana'],
    ['semana que vem', 'próxima semana'],
    ['em um mês', '1 mês'],
    ['dentro de 15 dias', '15 dias'],
    ['tenho site há 3 meses', undefined],
  ])('timeline %s', (text, expected) => {
    expect(extractTimeline(text)).toBe(expected);
  });

  it('maps feminine roles to the canonical masculine form', () => {
    expect(extractRole('sou Diretora')).toBe('diretor');
    expect(extractRole('sou proprietaria')).toBe('proprietário');
    expect(extractRole('sou empreendedora')).toBe('empreendedor');
    expect(extractRole('sou ceo')).toBe('CEO');
    expect(extractRole('sou engenheiro')).toBeUndefined();
    expect(extractRole('meu gerente pediu')).toBeUndefined();
  });

  it('orders personality signals analytical > impulsive > cautious', () => {
    expect(detectPersonality('quero métricas hoje, talvez')).toBe('analytical');
    expect(detectPersonality('rápido, sem dúvida')).toBe('impulsive');
    expect(detectPersonality('tenho dúvidas')).toBe('cautious');
    expect(detectPersonality('que lindo')).toBeUndefined();
  });

  it('ignores service words that name a role or the agency site', () => {
    expect(detectNeed('sou gerente de marketing')).toBeUndefined();
    expect(detectNeed('vi no site de vocês')).toBeUndefined();
    expect(detectNeed('quero um site e depois marketing')).toBe('sites');
  });
});

describe('extractProfile: merging', () => {
  it('never erases known facts and keeps the previous profile untouched', () => {
    const first = extractProfile('Sou o Pedro, CEO da Orbital. Temos poucas vendas.');
    const snapshot = structuredClone(first);
    const second = extractProfile('sou muito curioso, poucas vendas mesmo', first);
    expect(first).toEqual(snapshot);
    expect(second).toMatchObject({ name: 'Pedro', company: 'Orbital', role: 'CEO' });
    expect(second.painPoints).toEqual(['poucas vendas']);
  });

  it('replaces a fact when the new message states it again', () => {
    const first = extractProfile('orçamento de 10 mil');
    expect(extractProfile('melhor 30 mil', first).budget).toBe('R$ 30 mil');
  });

  it('keeps the previous personality when the message has no signal', () => {
    const first = extractProfile('quero ver os indicadores');
    expect(extractProfile('legal!', first).personality).toBe('analytical');
    expect(extractProfile('preciso hoje', first).personality).toBe('impulsive');
  });

  it('defaults personality to emotional only for a non-blank message', () => {
    expect(extractProfile('oi').personality).toBe('emotional');
    expect(extractProfile('   ').personality).toBeUndefined();
  });

  it('moves the conversation stage forward and never back', () => {
    const greeting = extractProfile('oi');
    expect(greeting.conversationStage).toBe('greeting');
    const discovery = extractProfile('Sou o Pedro', greeting);
    expect(discovery.conversationStage).toBe('discovery');
    const qualification = extractProfile('Quero um site', discovery);
    expect(qualification.conversationStage).toBe('qualification');
    const proposal = extractProfile('Tenho 30 mil', qualification);
    expect(proposal.conversationStage).toBe('proposal');
    const closing = extractProfile('pedro@orbital.com.br', proposal);
    expect(closing.conversationStage).toBe('closing');
    expect(extractProfile('ok', closing).conversationStage).toBe('closing');
  });

  it('reaches proposal with need and timeline', () => {
    expect(extractProfile('Quero uma landing page para o próximo mês').conversationStage).toBe('proposal');
  });

  it('recomputes the lead score', () => {
    const profile = extractProfile(
      'Sou o Pedro, CEO da Orbital. Orçamento de 50 mil, urgente, temos baixa conversão.',
      emptyLeadProfile(),
    );
    expect(profile.leadScore).toBe(10 + 15 + 25 + 20 + 15 + 10);
  });
});

describe('PT-BR as visitors write it (issue 19)', () => {
  const now = new Date('2026-11-26T12:00:00-03:00');
  const profileOf = (text: string, expecting?: Parameters<typeof extractProfile>[2]) =>
    extractProfile(text, emptyLeadProfile(), { now, ...expecting });

  it.each([
    ['Tenho uma loja de roupas em Curitiba, a Moda Sul.', 'Moda Sul'],
    ['minha loja se chama Kids Mania', 'Kids Mania'],
    ['sou a ju da clinica sorriso', 'Clinica Sorriso'],
    ['sou dono da Pizzaria Bella Napoli', 'Pizzaria Bella Napoli'],
    ['trabalho na Construtora Alicerce', 'Construtora Alicerce'],
    ['É a Clínica Vida Plena, sou diretora', 'Clínica Vida Plena'],
    ['sou gerente comercial da Metalúrgica Forte', 'Metalúrgica Forte'],
  ])('company: %s → %s', (text, company) => {
    expect(profileOf(text).company).toBe(company);
  });

  it.each([
    ['Sou o Rafael, dono.', 'dono'],
    ['sou a dona', 'dono'],
    ['Sou gerente de marketing', 'gerente de marketing'],
    ['sou sócio da Urban Kicks', 'sócio'],
    ['diretor comercial aqui', 'diretor comercial'],
  ])('role: %s → %s', (text, role) => {
    expect(profileOf(text).role).toBe(role);
  });

  it.each([
    ['Vocês fazem loja virtual?', 'sites'],
    ['quero um robô pra responder no WhatsApp', 'agentes-gpt'],
    ['preciso responder os clientes no zap', 'agentes-gpt'],
    ['quero aparecer no google', 'marketing'],
    ['vcs fazem lojja virtual?', 'sites'],
    ['Tenho uma loja de roupas', undefined],
  ])('need: %s → %s', (text, need) => {
    expect(profileOf(text).need).toBe(need);
  });

  it.each([
    ['uns 8 mil', 'R$ 8 mil'],
    ['R$ 8.000', 'R$ 8 mil'],
    ['uns 10k', 'R$ 10 mil'],
    ['entre 5 e 10 mil', 'R$ 5 a 10 mil'],
    ['3k por mês', 'R$ 3 mil por mês'],
    ['orçamento? ainda não sei', 'a definir'],
    ['ainda não sei', undefined],
  ])('budget: %s → %s', (text, budget) => {
    expect(profileOf(text).budget).toBe(budget);
  });

  it('reads "não sei" as the budget when the budget was just asked', () => {
    expect(profileOf('ainda não sei', { expecting: 'budget' }).budget).toBe('a definir');
  });

  it.each([
    ['preciso pra antes do Natal', 'antes do Natal', '2026-12-24'],
    ['em 3 semanas', '3 semanas', '2026-12-17'],
    ['até março', 'até março', '2027-03-31'],
    ['antes de janeiro', 'antes de janeiro', '2026-12-31'],
    ['até o fim do ano', 'até o fim do ano', '2026-12-31'],
    ['mês que vem', 'próximo mês', '2026-12-31'],
    ['pra ontem', 'urgente', undefined],
    ['sem pressa', 'sem pressa', undefined],
  ])('timeline: %s → %s (%s)', (text, timeline, deadline) => {
    const profile = profileOf(text);
    expect(profile.timeline).toBe(timeline);
    expect(profile.deadline).toBe(deadline);
  });

  it('replaces the deadline when the visitor corrects the timeline', () => {
    const first = profileOf('preciso em 2 meses');
    const second = extractProfile('na verdade é urgente', first, { now });
    expect(second.timeline).toBe('urgente');
    expect(second.deadline).toBeUndefined();
  });

  it('keeps the words each fact came from', () => {
    const profile = profileOf(
      'Sou o Rafael, dono da Moda Sul. Uns 8 mil, pra antes do Natal. (41) 99876-5432',
    );
    expect(profile.evidence).toMatchObject({
      name: expect.stringContaining('Rafael'),
      role: 'dono',
      company: expect.stringContaining('Moda Sul'),
      budget: '8 mil',
      timeline: 'antes do Natal',
      phone: '(41) 99876-5432',
    });
  });

  it('reads a short answer as the fact just asked for, and only then', () => {
    expect(profileOf('Fernando', { expecting: 'name' }).name).toBe('Fernando');
    expect(profileOf('Fernando').name).toBeUndefined();
    expect(profileOf('Auto Peças Central', { expecting: 'company' }).company).toBe('Auto Peças Central');
    expect(profileOf('Quero um site', { expecting: 'name' }).name).toBeUndefined();
    expect(profileOf('Me chamo Júlio', { expecting: 'company' }).company).toBeUndefined();
  });

  it('does not let a question about a service replace the need already known', () => {
    const store = profileOf('Quero uma loja virtual');
    expect(extractProfile('Vocês integram com Mercado Livre?', store, { now }).need).toBe('sites');
    expect(extractProfile('Na verdade quero um agente de IA', store, { now }).need).toBe('agentes-gpt');
  });
});
