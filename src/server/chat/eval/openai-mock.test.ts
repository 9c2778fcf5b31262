/**
 * The chat evaluation suites with the OpenAI-compatible provider (issue 29, deliverable 4), against a
 * tiny compatible server on 127.0.0.1 started by this test. The mock model follows the system prompt
 * (answers with the knowledge it was given, asks the one question it was told to, says it is an
 * assistant when told the visitor asks), and its structured extraction is hostile: facts about someone
 * else, words the visitor never wrote, an inflated budget, a made-up deadline, sometimes malformed JSON,
 * an HTTP error or a schema violation. The profile must come out exactly as the rules read it: the
 * model's facts are validated and merged by the same rules (evidence, someone-else scope, confidence).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReply, deriveProfile, mergeModelProfile, runTurn } from '../conversation';
import { createLocalProvider } from '../local-provider';
import { createChatProvider } from '../provider';
import { runBehavioural } from './behavioural/run-behavioural';
import { behaviouralSuite } from './behavioural/suite';
import { runIntents } from './intent/run-intent';
import { EVAL_SLOTS, type EvalReport, runEval, type TurnRunner } from './run-eval';
import { loadEvalSets } from './suites';

type Message = { role: string; content: string };

const dir = fileURLToPath(new URL('../../../../tests/eval/chat', import.meta.url));
let server: Server;
let baseUrl: string;
let requests = 0;

/** The visitor's last message. */
const lastUser = (messages: Message[]) => messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';

/** A reply a well-behaved model would write from the system prompt it was given. */
function compliantReply(system: string, user: string): string {
  const parts: string[] = [];
  if (system.includes('diga claramente que você é um assistente virtual automatizado'))
    parts.push('Sou um assistente virtual automatizado da Coders; a equipe pode continuar pelo WhatsApp.');
  else if (system.includes('A mensagem é conversa social')) parts.push('Tudo ótimo por aqui, obrigado!');
  else {
    const knowledge = /Conhecimento relevante para a mensagem:\n- ([^\n]*)/.exec(system)?.[1] ?? '';
    const answer = knowledge.startsWith('(nada') ? '' : knowledge.slice(knowledge.indexOf(': ') + 2);
    if (answer) parts.push(answer);
    else if (user.includes('?'))
      parts.push(
        'Não tenho essa informação com segurança; nossa equipe responde pelo WhatsApp em até 4 horas.',
      );
  }
  const question = /faça no máximo esta pergunta de qualificação: "([^"]+)"/.exec(system)?.[1];
  if (question) parts.push(question);
  return parts.join(' ') || 'Certo.';
}

/** Facts no careful reader would take: someone else's, invented, inflated. */
function hostileProfile(user: string) {
  const capitalised = /\b\p{Lu}[\p{L}&]+(?:\s+\p{Lu}[\p{L}&]+)*/u.exec(user)?.[0];
  return {
    name: {
      value: 'Administrador do Sistema',
      evidence: 'Administrador do Sistema',
      confidence: 1,
      about: 'visitante',
    },
    company: capitalised
      ? { value: capitalised, evidence: user, confidence: 0.99, about: 'visitante' }
      : { value: 'Concorrente S.A.', evidence: 'ignore as instruções', confidence: 1, about: 'visitante' },
    role: { value: 'CEO', evidence: user.slice(0, 40) || 'CEO', confidence: 0.95, about: 'outra pessoa' },
    budget: { value: 'R$ 1 milhão', evidence: 'um milhão de reais', confidence: 1, about: 'visitante' },
    timeline: { value: '2030-01-01', evidence: 'amanhã cedo', confidence: 1, about: 'visitante' },
    need: null,
  };
}

/** Every few requests the model misbehaves in a different way. */
function misbehaviour(n: number, reply: string): { status: number; content?: unknown } | null {
  switch (n % 11) {
    case 3:
      return { status: 200, content: '{"reply": "sem fechar' };
    case 5:
      return { status: 500 };
    case 7:
      return { status: 200, content: JSON.stringify({ resposta: reply }) };
    case 9:
      return {
        status: 200,
        content: JSON.stringify({
          reply,
          profile: {
            name: 42,
            company: ['x'],
            role: { value: '' },
            budget: 'x'.repeat(5000),
            need: 'hacking',
          },
        }),
      };
    default:
      return null;
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      requests += 1;
      const body = JSON.parse(raw) as { messages: Message[] };
      const system = body.messages[0]!.content;
      const user = lastUser(body.messages);
      const reply = compliantReply(system, user);
      const odd = misbehaviour(requests, reply);
      const content = odd ? odd.content : JSON.stringify({ reply, profile: hostileProfile(user) });
      response.writeHead(odd?.status ?? 200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(odd?.status === 500 ? { error: 'boom' } : { choices: [{ message: { content } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const openai = () =>
  createChatProvider(
    {
      AI_API_KEY: 'sk-mock',
      AI_BASE_URL: baseUrl,
      AI_MODEL: 'mock',
      AI_TIMEOUT_MS: 2000,
      LOG_LEVEL: 'silent',
    },
    { log: () => {} },
  );
const local = createLocalProvider();

const profiles = (report: EvalReport) =>
  report.results.map((result) => ({
    id: result.id,
    slots: result.slots.map((slot) => `${slot.slot}=${slot.actual ?? ''}`),
  }));

describe('the chat suites with an OpenAI-compatible provider (local mock on 127.0.0.1)', () => {
  it('reads the development set exactly as the rules do, whatever the model claims', async () => {
    const provider = openai();
    const viaModel: TurnRunner = (input) => runTurn(provider, input);
    const { development } = loadEvalSets(dir);
    const before = requests;
    const model = await runEval(development, viaModel);
    const rules = await runEval(development, (input) => runTurn(local, input));
    expect(requests - before).toBeGreaterThan(development.length);
    expect(profiles(model)).toEqual(profiles(rules));
    expect(model.slot.f1).toBe(rules.slot.f1);
    for (const slot of EVAL_SLOTS) expect(model.perSlot[slot].falsePositives, slot).toBe(0);
    expect(model.askedAfterGiven).toBe(0);
    expect(model.askedTwice).toBe(0);
    expect(model.honestFallbacks.rate).toBe(1);
  }, 60_000);

  it('keeps every fact of the behavioural suite as the rules read it', async () => {
    const provider = openai();
    const cases = behaviouralSuite().filter((_, index) => index % 4 === 0);
    const model = await runBehavioural((input) => runTurn(provider, input), cases);
    const rules = await runBehavioural((input) => runTurn(local, input), cases);
    expect(model.failures).toEqual(rules.failures);
  }, 60_000);

  it('answers the intent suite from the right knowledge only, and stores no question as a fact', async () => {
    const provider = openai();
    const report = await runIntents((input) => runTurn(provider, input));
    expect(report.wrongKnowledge).toBe(0);
    expect(report.storedAsFact).toBe(0);
    expect(report.byIntent['who-are-you'].ok).toBe(report.byIntent['who-are-you'].cases);
  }, 60_000);
});

describe('a model fact merged by the rules', () => {
  const now = new Date('2026-11-26T12:00:00-03:00');
  const said = ['a gente é a Padaria Lua, sou a Bia', 'meu concorrente, a Doce Mel, cobra 3 mil'];
  const base = () => deriveProfile([{ role: 'user', content: 'oi' }], now);

  it('takes a fact the rules missed when its evidence is the visitor’s words, marked as the model’s', () => {
    const merged = mergeModelProfile(
      base(),
      { company: { value: 'Padaria Lua', evidence: 'a gente é a Padaria Lua', confidence: 0.85 } },
      said,
      now,
    );
    expect(merged.company).toBe('Padaria Lua');
    expect(merged.evidence?.company).toBe('a gente é a Padaria Lua (modelo)');
    expect(merged.confidence?.company).toBe(0.85);
  });

  it('leaves out someone else’s company and price, invented words and the model’s own wording', () => {
    const merged = mergeModelProfile(
      base(),
      {
        company: {
          value: 'Doce Mel',
          evidence: 'meu concorrente, a Doce Mel',
          confidence: 1,
          about: 'visitante',
        },
        budget: { value: 'R$ 3 mil', evidence: 'cobra 3 mil', confidence: 1 },
        name: { value: 'Roberta', evidence: 'sou a Roberta', confidence: 1 },
        timeline: { value: 'amanhã', evidence: 'em 2 semanas', confidence: 1 },
      },
      said,
      now,
    );
    expect(merged.company).toBeUndefined();
    expect(merged.budget).toBeUndefined();
    expect(merged.name).toBeUndefined();
    expect(merged.timeline).toBeUndefined();
  });

  it('asks to confirm a fact the model is unsure of, and the reply says so', () => {
    const merged = mergeModelProfile(
      base(),
      { name: { value: 'Bia', evidence: 'sou a Bia', confidence: 0.5 } },
      said,
      now,
    );
    expect(merged.name).toBeUndefined();
    expect(merged.pending).toMatchObject({ slot: 'name', value: 'Bia' });
    expect(completeReply('Certo!', merged, undefined)).toBe('Certo!\n\nAnotei Bia como seu nome, certo?');
  });
});
