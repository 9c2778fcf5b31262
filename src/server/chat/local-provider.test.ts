import { describe, expect, it } from 'vitest';
import type { LeadProfile } from '@shared/lead-profile/types';
import { emptyLeadProfile } from '@shared/lead-profile/types';
import type { ChatTurn } from '@shared/schemas/chat';
import { runTurn } from './conversation';
import { isHonestFallback, sentences } from './eval/run-eval';
import {
  createLocalProvider,
  HONEST_FALLBACKS,
  isQuestion,
  PERSONALITY_LINES,
  QUALIFIED_OFFER,
} from './local-provider';
import { isQualified, missingFields, nextQuestionField, QUALIFYING_QUESTIONS } from './qualify';

const NOW = new Date('2026-11-26T12:00:00-03:00');
const provider = createLocalProvider();

/** Runs a whole conversation through the local assistant, as secure-chat does. */
async function converse(
  messages: string[],
  { now = NOW, accountName }: { now?: Date; accountName?: string } = {},
) {
  const transcript: ChatTurn[] = [];
  const replies: string[] = [];
  let profile = emptyLeadProfile();
  for (const message of messages) {
    const turn = await runTurn(provider, { transcript: [...transcript], message, now, accountName });
    replies.push(turn.reply);
    profile = turn.profile;
    transcript.push({ role: 'user', content: message }, { role: 'assistant', content: turn.reply });
  }
  return { replies, profile, last: replies.at(-1)! };
}

const asked = (reply: string, field: keyof typeof QUALIFYING_QUESTIONS) =>
  reply.toLowerCase().includes(QUALIFYING_QUESTIONS[field].toLowerCase());

describe('the five-message conversation of issue 19', () => {
  const messages = [
    'Oi! Vocês fazem loja virtual?',
    'Quanto custa mais ou menos? Tenho uma loja de roupas em Curitiba, a Moda Sul.',
    'Meu orçamento é uns 8 mil e preciso pra antes do Natal. Sou o Rafael, dono.',
    'Vocês integram com Mercado Livre?',
    'Pode me chamar no (41) 99876-5432',
  ];

  it('ends with company, role, need, budget, timeline (São Paulo date) and phone', async () => {
    const { profile } = await converse(messages);
    expect(profile).toMatchObject({
      name: 'Rafael',
      company: 'Moda Sul',
      role: 'dono',
      need: 'sites',
      budget: 'R$ 8 mil',
      timeline: 'antes do Natal',
      deadline: '2026-12-24',
      phone: '41998765432',
    });
    // Each fact keeps the words it came from.
    expect(profile.evidence).toMatchObject({
      need: 'loja virtual',
      budget: '8 mil',
      timeline: 'antes do Natal',
      role: 'dono',
      phone: '(41) 99876-5432',
    });
    expect(profile.evidence?.company).toContain('a Moda Sul');
    // name 10 + company 15 + dono 25 + budget 20 + deadline within six months 15
    expect(profile.leadScore).toBe(85);
  });

  it('asks nothing twice, nothing already said, and repeats no sentence', async () => {
    const { replies } = await converse(messages);
    const fields = Object.keys(QUALIFYING_QUESTIONS) as (keyof typeof QUALIFYING_QUESTIONS)[];
    for (const field of fields) {
      expect(replies.filter((reply) => asked(reply, field)).length, field).toBeLessThanOrEqual(1);
    }
    expect(replies.slice(1).some((reply) => asked(reply, 'company'))).toBe(false);
    expect(replies.slice(2).some((reply) => asked(reply, 'timeline') || asked(reply, 'budget'))).toBe(false);
    const all = replies.flatMap(sentences);
    expect(new Set(all).size).toBe(all.length);
  });

  it('answers the questions first, Mercado Livre included, and shows the phone as people write it', async () => {
    const { replies } = await converse(messages);
    expect(replies[0]).toContain('Da landing page à loja virtual');
    expect(replies[1]).toContain('Cada projeto é orçado de acordo com o escopo');
    expect(replies[1]).toContain('Anotei: a empresa Moda Sul.');
    expect(replies[2]).toContain('Prazer, Rafael!');
    expect(replies[2]).toContain('até 24/12/2026');
    expect(replies[3]).toContain('Mercado Livre');
    expect(replies[3]).not.toContain('200+');
    expect(isHonestFallback(replies[3]!)).toBe(false);
    expect(replies[4]).toContain('(41) 99876-5432');
    expect(isHonestFallback(replies[4]!)).toBe(false);
    expect(replies[4]).toContain(QUALIFIED_OFFER);
  });

  it('normalises the deadline with the injected clock: after Christmas it is next year’s', async () => {
    const { profile } = await converse(['preciso pra antes do Natal'], {
      now: new Date('2026-12-26T10:00:00-03:00'),
    });
    expect(profile.deadline).toBe('2027-12-24');
    // 23:30 on 24 Dec in São Paulo is already the 25th in UTC: the São Paulo day counts.
    const late = await converse(['preciso em 1 semana'], { now: new Date('2026-12-24T23:30:00-03:00') });
    expect(late.profile.deadline).toBe('2026-12-31');
  });
});

describe('qualifying questions', () => {
  it('asks name, need, company, budget, timeline and contact in that order, each once', async () => {
    const { replies } = await converse([
      'oi',
      'Me chamo Bruno',
      'Quero um site novo',
      'A empresa se chama Ótica Central',
      'Tenho uns 15 mil',
      'Para o mês que vem',
    ]);
    expect(asked(replies[0]!, 'name')).toBe(true);
    expect(asked(replies[1]!, 'need')).toBe(true);
    expect(asked(replies[2]!, 'company')).toBe(true);
    expect(replies[2]).toContain('Bruno, qual é o nome da sua empresa');
    expect(asked(replies[3]!, 'budget')).toBe(true);
    expect(asked(replies[4]!, 'timeline')).toBe(true);
    expect(asked(replies[5]!, 'contact')).toBe(true);
  });

  it('does not ask the name of a signed-in visitor whose account has one', async () => {
    const { replies } = await converse(['oi'], { accountName: 'Ulisses Usuário' });
    expect(asked(replies[0]!, 'name')).toBe(false);
    expect(asked(replies[0]!, 'need')).toBe(true);
  });

  it('skips what the visitor already said in one go, and acknowledges it in one sentence', async () => {
    const { last, profile } = await converse([
      'Sou a Carla, diretora da Casa Verde. Precisamos de automação com orçamento de 40 mil.',
    ]);
    expect(profile).toMatchObject({
      name: 'Carla',
      company: 'Casa Verde',
      need: 'automacao',
      role: 'diretor',
    });
    expect(asked(last, 'timeline')).toBe(true);
    expect(last).toContain('Prazer, Carla!');
    expect(last).toContain('Anotei: a empresa Casa Verde, seu cargo (diretor) e o orçamento de R$ 40 mil.');
  });

  it('does not insist: an unanswered question is never asked again', async () => {
    const { replies } = await converse([
      'oi',
      'hmm',
      'prefiro não dizer',
      'sei lá',
      'ok',
      'tá',
      'certo',
      'hum',
    ]);
    const order = replies.map(
      (reply) =>
        (Object.keys(QUALIFYING_QUESTIONS) as (keyof typeof QUALIFYING_QUESTIONS)[]).find((field) =>
          asked(reply, field),
        ) ?? null,
    );
    expect(order.slice(0, 6)).toEqual(['name', 'need', 'company', 'budget', 'timeline', 'contact']);
    expect(order.slice(6)).toEqual([null, null]);
    const all = replies.flatMap(sentences);
    expect(new Set(all).size).toBe(all.length);
  });

  it('reads a short answer as the fact just asked for', async () => {
    const { profile } = await converse(['oi', 'Fernando', 'site', 'Auto Peças Central', '20 mil', '15 dias']);
    expect(profile).toMatchObject({
      name: 'Fernando',
      need: 'sites',
      company: 'Auto Peças Central',
      budget: 'R$ 20 mil',
      timeline: '15 dias',
      deadline: '2026-12-11',
    });
  });

  it('offers the questionnaire and the consultation once qualified, and does not repeat the offer', async () => {
    const { replies, profile } = await converse([
      'Quero um agente GPT para o meu restaurante',
      'Preciso para esta semana',
      'meu email é dono@restaurante.com.br',
      'obrigado!',
    ]);
    expect(isQualified(profile)).toBe(true);
    expect(replies[2]).toContain(QUALIFIED_OFFER);
    expect(replies[3]).not.toContain(QUALIFIED_OFFER);
    expect(replies[3]).toContain('Eu que agradeço');
  });

  it('asks for a contact before offering when the rest is known', () => {
    const profile: LeadProfile = {
      ...emptyLeadProfile(),
      name: 'Ana',
      company: 'Acme',
      need: 'sites',
      budget: 'R$ 10 mil',
      timeline: 'próximo mês',
    };
    expect(missingFields(profile)).toEqual(['contact']);
    expect(isQualified(profile)).toBe(false);
    expect(nextQuestionField(profile, [])).toBe('contact');
    expect(
      nextQuestionField(profile, [{ role: 'assistant', content: QUALIFYING_QUESTIONS.contact }]),
    ).toBeNull();
    expect(isQualified({ ...profile, phone: '11987654321', budget: undefined })).toBe(true);
    expect(isQualified({ ...profile, email: 'a@b.com', need: undefined })).toBe(false);
  });
});

describe('tone by personality', () => {
  it.each([
    ['Quero ver métricas e o ROI de um site', 'analytical', 'Para dimensionar a proposta com precisão:'],
    ['Preciso de um site urgente, pra hoje', 'impulsive', 'Para agilizar:'],
    ['Talvez eu queira um site, mas tenho receio', 'cautious', 'Sem compromisso:'],
    ['Adoro o trabalho de vocês, quero um site', 'emotional', 'Me conta:'],
  ] as const)('%s → %s', async (message, personality, lead) => {
    const { last, profile } = await converse([message]);
    expect(profile.personality).toBe(personality);
    expect(last).toContain(PERSONALITY_LINES[personality]);
    expect(last).toContain(lead);
  });

  it('keeps impulsive service answers to one sentence', async () => {
    const { last } = await converse(['Quero um site rápido']);
    expect(last).toContain(
      'Sites e Landing Pages: Sites rápidos, bonitos e pensados para converter visitantes em clientes.',
    );
    expect(last).not.toContain('Da landing page à loja virtual');
  });

  it('does not greet an insult with warmth', async () => {
    const { last } = await converse(['vocês são uma enganação']);
    expect(last).toContain('Sinto muito');
    expect(last).not.toContain(PERSONALITY_LINES.emotional);
  });
});

describe('answers from the knowledge, or honestly hands over', () => {
  it('answers a covered question with the best entry', async () => {
    expect((await converse(['O que é o LicitaAI?'])).last).toContain('/plataforma/licitaai');
    expect((await converse(['A consulta é gratuita?'])).last).toContain(
      'A consulta gratuita dura 30 minutos',
    );
    expect((await converse(['Vocês seguem a LGPD?'])).last).toContain('seguimos a LGPD');
    expect((await converse(['Dá pra receber PIX e cartão?'])).last).toContain('PIX, cartão de crédito');
    expect((await converse(['Quanto custa um agente GPT?'])).last).toContain('Cada projeto é orçado');
  });

  it('does not answer a statement of budget with the pricing FAQ', async () => {
    const { last } = await converse(['Meu orçamento é de 20 mil']);
    expect(last).toContain('Anotei: o orçamento de R$ 20 mil.');
    expect(last).not.toContain('Cada projeto é orçado');
  });

  it('says plainly it does not know, offers the team, and never in the same words twice', async () => {
    const { replies } = await converse([
      'Qual a capital da Austrália?',
      'Vocês aceitam bitcoin?',
      'Vocês fazem manutenção de computador?',
      'Vocês emitem nota fiscal?',
    ]);
    for (const reply of replies) {
      expect(isHonestFallback(reply), reply).toBe(true);
      expect(reply).not.toContain('200+');
    }
    expect(replies[0]).toContain(HONEST_FALLBACKS[0]!.split('. ')[0]!);
    expect(replies[0]).toContain('(11) 99999-9999');
    const all = replies.flatMap(sentences);
    expect(new Set(all).size).toBe(all.length);
  });

  it('stays honest and new after every wording of the fallback was used', async () => {
    const questions = [
      'Vocês aceitam bitcoin?',
      'Vocês emitem nota fiscal?',
      'Vocês têm escritório em Portugal?',
      'Qual a capital da França?',
      'Me recomenda um filme?',
      'Quem ganhou o jogo ontem?',
    ];
    const { replies } = await converse(questions);
    expect(HONEST_FALLBACKS.length).toBeLessThan(questions.length);
    for (const reply of replies) expect(isHonestFallback(reply), reply).toBe(true);
    const all = replies.flatMap(sentences);
    expect(new Set(all).size).toBe(all.length);
  });

  it('is deterministic', async () => {
    const run = async () =>
      (await converse(['oi', 'Quanto custa uma loja virtual?', 'Sou o Léo da Mercearia Sol'])).replies;
    expect(await run()).toEqual(await run());
  });

  it.each([
    ['Quanto custa?', true],
    ['vocês fazem logo', true],
    ['Como funciona o suporte', true],
    ['Quero um site', false],
    ['Meu nome é Ana', false],
  ])('isQuestion(%s) = %s', (text, expected) => {
    expect(isQuestion(text)).toBe(expected);
  });
});
