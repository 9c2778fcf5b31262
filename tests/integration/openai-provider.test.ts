/**
 * The OpenAI-compatible provider against a small compatible server on 127.0.0.1 (random port):
 * what it sends, what it reads, and the fallback to the local assistant on failure and timeout.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findKnowledge } from '../../src/server/chat/knowledge';
import { createChatProvider } from '../../src/server/chat/provider';
import type { ChatReplyInput } from '../../src/server/chat/types';
import { extractProfile } from '../../src/shared/lead-profile/extract';
import { createTestApp, type TestApp } from '../support/test-app';

type CompletionRequest = { model: string; messages: { role: string; content: string }[] };
type Seen = { method?: string; url?: string; authorization?: string; body: CompletionRequest };
type Behaviour = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let behaviour: Behaviour;

const reply =
  (content: unknown, status = 200): Behaviour =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        status === 200
          ? { choices: [{ message: { role: 'assistant', content } }] }
          : { error: { message: 'boom' } },
      ),
    );
  };

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      seen.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        body: raw ? JSON.parse(raw) : null,
      });
      behaviour(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  behaviour = reply('Olá! Somos a Coders.');
});

const logs: string[] = [];
function provider(timeoutMs = 2000) {
  return createChatProvider(
    {
      AI_API_KEY: 'sk-test-123',
      AI_BASE_URL: baseUrl,
      AI_MODEL: 'modelo-teste',
      AI_TIMEOUT_MS: timeoutMs,
      LOG_LEVEL: 'silent',
    },
    { log: (message) => logs.push(message) },
  );
}

function input(message: string): ChatReplyInput {
  return {
    message,
    history: [
      { role: 'assistant', content: 'Olá! Como posso ajudar?' },
      { role: 'user', content: 'Oi' },
    ],
    profile: extractProfile(`Sou a Júlia, CEO da Nuvem Azul. ${message}`),
    knowledge: findKnowledge(message),
  };
}

describe('openai provider', () => {
  it('posts the model, a system prompt with the knowledge and the profile, the history and the Bearer key', async () => {
    const answer = await provider().reply(input('Quanto tempo leva para o site ficar pronto?'));
    expect(answer).toBe('Olá! Somos a Coders.');
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-test-123');
    expect(request.body.model).toBe('modelo-teste');
    const messages = request.body.messages;
    expect(messages.map((message) => message.role)).toEqual(['system', 'assistant', 'user', 'user']);
    expect(messages.at(-1)!.content).toBe('Quanto tempo leva para o site ficar pronto?');
    const system = messages[0]!.content;
    // The FAQ entry retrieved for the question, the site's claims and the lead profile.
    expect(system).toContain('Quanto tempo leva para o meu projeto ficar pronto?');
    expect(system).toContain('Entrega em até 15 dias');
    expect(system).toContain('Apenas 5 vagas por mês');
    expect(system).toContain('/questionario');
    expect(system).toContain('Nome: Júlia');
    expect(system).toContain('Empresa: Nuvem Azul');
    expect(system).toContain('Qual é a faixa de investimento');
    expect(system).not.toContain('sk-test-123');
  });

  it('switches with no code change: no key means the local assistant and no request', async () => {
    const local = createChatProvider({
      AI_API_KEY: undefined,
      AI_BASE_URL: baseUrl,
      AI_MODEL: 'x',
      AI_TIMEOUT_MS: 1000,
      LOG_LEVEL: 'silent',
    });
    expect(local.name).toBe('local');
    const answer = await local.reply(input('Vocês aceitam parcelamento?'));
    expect(answer).toContain('opções de parcelamento');
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['a 500 answer', reply(null, 500)],
    ['an empty answer', reply('   ')],
    ['a body without choices', ((_request, response) => response.end('{"ok":true}')) as Behaviour],
    ['a broken connection', ((request) => request.socket.destroy()) as Behaviour],
  ])('falls back to the local assistant on %s, and logs it', async (_label, failure) => {
    behaviour = failure;
    logs.length = 0;
    const answer = await provider().reply(input('Vocês aceitam parcelamento?'));
    expect(answer).toContain('opções de parcelamento');
    expect(seen).toHaveLength(1);
    expect(logs[0]).toContain("provider 'openai' failed");
  });

  it('gives up after AI_TIMEOUT_MS and answers locally', async () => {
    behaviour = () => undefined; // never answers
    logs.length = 0;
    const started = Date.now();
    const answer = await provider(300).reply(input('Vocês aceitam parcelamento?'));
    expect(Date.now() - started).toBeLessThan(2500);
    expect(answer).toContain('opções de parcelamento');
    expect(logs[0]).toContain("provider 'openai' failed");
  });
});

describe('secure-chat with AI_BASE_URL pointing at the compatible server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AI_API_KEY: 'sk-app-456', AI_BASE_URL: baseUrl, AI_MODEL: 'modelo-app' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers with the model and never returns the key to the browser', async () => {
    behaviour = reply('Resposta do modelo compatível.');
    const response = await t.request('/api/functions/secure-chat', {
      as: 'usuario',
      json: { message: 'Quero um agente GPT para o meu restaurante', history: [] },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text).message).toBe('Resposta do modelo compatível.');
    expect(text).not.toContain('sk-app-456');
    expect(seen[0]!.authorization).toBe('Bearer sk-app-456');
    expect(seen[0]!.body.model).toBe('modelo-app');
  });
});
