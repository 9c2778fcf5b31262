/**
 * Issue 29's rows, one regression test each, through the same turn pipeline as secure-chat: what a
 * visitor wrote, what the assistant stored and what it answered.
 */
import { describe, expect, it } from 'vitest';
import type { LeadProfile } from '@shared/lead-profile/types';
import type { ChatTurn } from '@shared/schemas/chat';
import { runTurn } from './conversation';
import { isHonestFallback } from './eval/run-eval';
import { createLocalProvider } from './local-provider';
import { QUALIFYING_QUESTIONS } from './qualify';

const NOW = new Date('2026-11-26T12:00:00-03:00');
const provider = createLocalProvider();

async function converse(messages: string[], now = NOW) {
  const transcript: ChatTurn[] = [];
  const replies: string[] = [];
  let profile: LeadProfile | undefined;
  for (const message of messages) {
    const turn = await runTurn(provider, { transcript: [...transcript], message, now });
    replies.push(turn.reply);
    profile = turn.profile;
    transcript.push({ role: 'user', content: message }, { role: 'assistant', content: turn.reply });
  }
  return { replies, profile: profile!, last: replies.at(-1)! };
}

const asksCompany = (reply: string) => reply.includes(QUALIFYING_QUESTIONS.company);

describe('deadlines as Brazilians write them (São Paulo, from the conversation’s clock)', () => {
  it.each([
    ['preciso do site até 15/03', '2027-03-15'],
    ['pode ser pro dia 20/02?', '2027-02-20'],
    ['tem que estar no ar até 30 de janeiro', '2027-01-30'],
    ['queremos lançar pro carnaval', '2027-02-06'],
    ['precisamos antes do carnaval', '2027-02-05'],
    ['pro réveillon tem que estar pronto', '2026-12-31'],
    ['a campanha é pro dia das mães', '2027-05-09'],
    ['até a black friday do ano que vem', '2027-11-26'],
    ['no próximo trimestre', '2027-03-31'],
    ['queremos até o Q2', '2027-06-30'],
    ['semana q vem já dá?', '2026-12-03'],
    ['daqui 2 meses', '2027-01-26'],
  ])('%s → %s', async (message, deadline) => {
    const { profile } = await converse([message]);
    expect(profile.deadline).toBe(deadline);
  });

  it('reads Corpus Christi from Easter (Easter + 60)', async () => {
    const { profile } = await converse(['preciso antes do feriado de corpus christi']);
    expect(profile.deadline).toBe('2027-05-26');
  });

  it('a holiday or a number that is not a deadline stays out', async () => {
    for (const message of ['o carnaval é a nossa época mais forte', 'nosso café se chama Café 13 de Maio']) {
      const { profile } = await converse([message]);
      expect(profile.deadline, message).toBeUndefined();
    }
  });
});

describe('companies and names from the sentence structure', () => {
  it.each([
    ['tenho um pet shop, a Patas & Cia', 'Patas & Cia'],
    ['aqui na Padaria Pão Quente a gente quer um site', 'Padaria Pão Quente'],
    ['somos sócios da JR Transportes Ltda', 'JR Transportes Ltda'],
    ['sou voluntária na ONG Amigos dos Bichos', 'ONG Amigos dos Bichos'],
    ['trabalho na oficina do zé', 'Oficina do Zé'],
  ])('%s → %s, and the company is not asked again', async (message, company) => {
    const { profile, replies } = await converse([message, 'quero um site novo']);
    expect(profile.company).toBe(company);
    expect(replies.some(asksCompany)).toBe(false);
  });

  it("'Larissa, sócia.' and 'sou a dona, Rosangela' give the name and the role", async () => {
    expect((await converse(['Larissa, sócia.'])).profile).toMatchObject({ name: 'Larissa', role: 'sócio' });
    expect((await converse(['sou a dona, Rosangela'])).profile).toMatchObject({
      name: 'Rosangela',
      role: 'dono',
    });
  });
});

describe('someone else’s words are not the visitor’s', () => {
  it('a competitor’s name and price do not replace the visitor’s company and budget', async () => {
    const { profile } = await converse([
      'tenho a Confeitaria Doce Lar e posso investir uns 4 mil',
      'meu concorrente, a Doces Finos Ltda, pagou 15 mil num site',
    ]);
    expect(profile).toMatchObject({ company: 'Confeitaria Doce Lar', budget: 'R$ 4 mil' });
  });

  it('a friend’s company and a previous agency’s fee are left out', async () => {
    const { profile } = await converse([
      'um amigo da Casa Verde Paisagismo me indicou vcs',
      'a agência antiga cobrava 800 por mês',
    ]);
    expect(profile.company).toBeUndefined();
    expect(profile.budget).toBeUndefined();
  });
});

describe('budget slang', () => {
  it.each([
    ['consigo uns 5 pau', 'R$ 5 mil'],
    ['mil e quinhentos por mês', 'R$ 1,5 mil por mês'],
    ['tenho 300 por mês', 'R$ 300 por mês'],
    ['entre 3 e 5 mil', 'R$ 3 a 5 mil'],
    ['uns 10k', 'R$ 10 mil'],
  ])('%s → %s', async (message, budget) => {
    expect((await converse([message])).profile.budget).toBe(budget);
  });
});

describe('intent before answer', () => {
  it("'quanto fica?' after the Mercado Livre question is a price question", async () => {
    const { last } = await converse(['Vocês integram com Mercado Livre?', 'quanto fica?']);
    expect(last).toContain('Cada projeto é orçado de acordo com o escopo');
    expect(last).not.toContain('integramos com o Mercado Livre');
  });

  it("'vcs ficam onde?' says it does not know and offers the team, without the WhatsApp paragraph", async () => {
    const { last } = await converse(['vcs ficam onde?']);
    expect(isHonestFallback(last)).toBe(true);
    expect(last).not.toContain('API oficial da Meta');
  });

  it("'vc é robo?' says it is an automated assistant and stores no need", async () => {
    const { last, profile } = await converse(['vc é robo?']);
    expect(last).toContain('assistente virtual automatizado');
    expect(last).not.toContain('Agentes GPT:');
    expect(profile.need).toBeUndefined();
  });

  it("'tudo bem?' gets a human reply, not 'não sei responder'", async () => {
    const { last } = await converse(['tudo bem?']);
    expect(isHonestFallback(last)).toBe(false);
    expect(last).toMatch(/Tudo ótimo por aqui/);
  });
});

describe('a reading with low confidence is confirmed before it is stored', () => {
  it("asks 'Anotei X como empresa, certo?' and stores it on 'sim'", async () => {
    const first = await converse(['sou da Kipling, queria um site']);
    expect(first.profile.company).toBeUndefined();
    expect(first.last).toContain('Anotei Kipling como empresa, certo?');
    expect(asksCompany(first.last)).toBe(false);
    const yes = await converse(['sou da Kipling, queria um site', 'isso mesmo']);
    expect(yes.profile.company).toBe('Kipling');
    expect(yes.profile.evidence?.company).toBe('Kipling (confirmado)');
  });

  it("drops it on 'não' and never stores it later", async () => {
    const { profile } = await converse([
      'sou da Lapa, queria um site',
      'não, Lapa é o bairro',
      'sou da Lapa mesmo',
    ]);
    expect(profile.company).toBeUndefined();
  });

  it('keeps the evidence and the confidence of every stored fact', async () => {
    const { profile } = await converse(['Sou a Bia, dona da Patas & Cia. Uns 5 pau, pro carnaval.']);
    expect(profile.evidence).toMatchObject({
      name: 'a Bia',
      company: 'dona da Patas & Cia',
      budget: '5 pau',
    });
    expect(profile.confidence?.company).toBeGreaterThanOrEqual(0.75);
  });
});
