import { describe, expect, it } from 'vitest';
import { extractProfile } from '../../shared/lead-profile/extract';
import type { LeadProfile } from '../../shared/lead-profile/types';
import { emptyLeadProfile } from '../../shared/lead-profile/types';
import type { ChatTurn } from '../../shared/schemas/chat';
import { findKnowledge } from './knowledge';
import { composeLocalReply, isQuestion, PERSONALITY_LINES, QUALIFIED_OFFER } from './local-provider';
import { isQualified, missingFields, nextQuestionField, QUALIFYING_QUESTIONS } from './qualify';

/** Runs a whole conversation through the local assistant, as secure-chat does. */
function converse(messages: string[]) {
  let profile = emptyLeadProfile();
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    profile = extractProfile(message, profile);
    const reply = composeLocalReply({
      message,
      history: history.slice(-10),
      profile,
      knowledge: findKnowledge(message),
    });
    replies.push(reply);
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
  }
  return { replies, profile, last: replies.at(-1)! };
}

const asked = (reply: string, field: keyof typeof QUALIFYING_QUESTIONS) =>
  reply.toLowerCase().includes(QUALIFYING_QUESTIONS[field].toLowerCase());

describe('qualifying questions', () => {
  it('asks name, company, need, budget, timeline and contact in that order', () => {
    const { replies } = converse([
      'oi',
      'Me chamo Bruno',
      'A empresa se chama Ótica Central',
      'Quero um site novo',
      'Tenho uns 15 mil',
      'Para o mês que vem',
    ]);
    expect(asked(replies[0]!, 'name')).toBe(true);
    expect(asked(replies[1]!, 'company')).toBe(true);
    expect(replies[1]).toContain('Bruno, qual é o nome da sua empresa');
    expect(asked(replies[2]!, 'need')).toBe(true);
    expect(asked(replies[3]!, 'budget')).toBe(true);
    expect(asked(replies[4]!, 'timeline')).toBe(true);
    expect(asked(replies[5]!, 'contact')).toBe(true);
  });

  it('skips what the visitor already said in one go', () => {
    const { last, profile } = converse([
      'Sou a Carla, diretora da Casa Verde. Precisamos de automação com orçamento de 40 mil.',
    ]);
    expect(profile).toMatchObject({ name: 'Carla', company: 'Casa Verde', need: 'automacao' });
    expect(asked(last, 'timeline')).toBe(true);
    expect(last).toContain('Prazer, Carla!');
    expect(last).toContain(
      'Anotei: a empresa Casa Verde, interesse em Automação de Processos e investimento de R$ 40 mil.',
    );
  });

  it('does not insist: an unanswered question gives way to the next, then comes back once', () => {
    const { replies } = converse([
      'oi',
      'hmm',
      'prefiro não dizer',
      'sei lá',
      'ok',
      'tá',
      'certo',
      'hum',
      'ah',
    ]);
    const order = replies.map(
      (reply) =>
        (Object.keys(QUALIFYING_QUESTIONS) as (keyof typeof QUALIFYING_QUESTIONS)[]).find((field) =>
          asked(reply, field),
        ) ?? null,
    );
    expect(order).toEqual([
      'name',
      'company',
      'need',
      'budget',
      'timeline',
      'contact',
      'name',
      'company',
      'need',
    ]);
    expect(replies[2]).toContain('Sem problemas!');
    expect(replies[1]).toContain('Entendi.');
  });

  it('stops asking once every question was asked twice', () => {
    const profile = emptyLeadProfile();
    const history: ChatTurn[] = Object.values(QUALIFYING_QUESTIONS).flatMap((question) => [
      { role: 'assistant' as const, content: question },
      { role: 'assistant' as const, content: question },
    ]);
    expect(nextQuestionField(profile, history)).toBeNull();
    expect(nextQuestionField(profile, history.slice(2))).toBe('name');
  });

  it('offers the questionnaire and the consultation once qualified, then only reminds', () => {
    const { replies, profile } = converse([
      'Quero um agente GPT para o meu restaurante',
      'Preciso para esta semana',
      'meu email é dono@restaurante.com.br',
      'obrigado!',
    ]);
    expect(isQualified(profile)).toBe(true);
    expect(replies[2]).toContain(QUALIFIED_OFFER);
    expect(replies[2]).toContain('/questionario');
    expect(replies[2]).toContain('/#consultoria');
    expect(replies[3]).not.toContain(QUALIFIED_OFFER);
    expect(replies[3]).toContain('Eu que agradeço');
    expect(replies[3]).toContain('/questionario');
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
    expect(isQualified({ ...profile, phone: '11987654321', budget: undefined })).toBe(true);
    expect(isQualified({ ...profile, email: 'a@b.com', need: undefined })).toBe(false);
  });
});

describe('tone by personality', () => {
  it.each([
    [
      'Quero ver métricas e o ROI de um site',
      'analytical',
      '300% de ganho de conversão',
      'Para dimensionar a proposta com precisão:',
    ],
    ['Preciso de um site urgente, pra hoje', 'impulsive', 'entregamos em até 15 dias', 'Para agilizar:'],
    [
      'Talvez eu queira um site, mas tenho receio',
      'cautious',
      'gratuita e sem compromisso',
      'Sem compromisso:',
    ],
    ['Adoro o trabalho de vocês, quero um site', 'emotional', 'Que bom ter você por aqui!', 'Me conta:'],
  ] as const)('%s → %s', (message, personality, line, lead) => {
    const { last, profile } = converse([message]);
    expect(profile.personality).toBe(personality);
    expect(last).toContain(PERSONALITY_LINES[personality]);
    expect(last).toContain(line);
    expect(last).toContain(lead);
  });

  it('keeps impulsive answers to one sentence', () => {
    const { last } = converse(['Quero um site rápido']);
    expect(last).toContain(
      'Sites e Landing Pages: Sites rápidos, bonitos e pensados para converter visitantes em clientes.',
    );
    expect(last).not.toContain('Da landing page à loja virtual');
  });

  it('says the personality line once, and again only when the personality changes', () => {
    const { replies } = converse([
      'oi',
      'Sou o Davi',
      'Quero um site',
      'Quero ver os indicadores de resultado antes',
    ]);
    const emotional = replies.filter((reply) => reply.includes(PERSONALITY_LINES.emotional));
    expect(emotional).toHaveLength(1);
    expect(replies[3]).toContain(PERSONALITY_LINES.analytical);
  });
});

describe('answers from the knowledge', () => {
  it('answers a question with the best entry', () => {
    expect(converse(['O que é o LicitaAI?']).last).toContain('/plataforma/licitaai');
    expect(converse(['A consulta é gratuita?']).last).toContain('A consulta gratuita dura 30 minutos');
  });

  it('does not answer a statement of budget with the pricing FAQ', () => {
    const { last } = converse(['Meu orçamento é de 20 mil']);
    expect(last).toContain('Anotei: investimento de R$ 20 mil.');
    expect(last).not.toContain('Cada projeto é orçado');
  });

  it('admits what it does not know and offers what it can talk about', () => {
    const { last } = converse(['Qual a capital da Austrália?']);
    expect(last).toContain('Não encontrei essa informação por aqui');
    expect(last).toContain('(11) 99999-9999');
  });

  it('is deterministic', () => {
    const run = () =>
      converse(['oi', 'Quanto custa uma loja virtual?', 'Sou o Léo da Mercearia Sol']).replies;
    expect(run()).toEqual(run());
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
