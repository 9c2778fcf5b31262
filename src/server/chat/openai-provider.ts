/**
 * Any OpenAI-compatible chat server (OpenAI, a local Ollama or vLLM, ...): POST {AI_BASE_URL}/chat/completions
 * with the model, a system prompt built from the same knowledge and the lead profile, and the
 * history. The key stays on the server. A timeout aborts slow calls; the caller falls back to local.
 */
import { personalityLabel } from '../../shared/lead-profile/score';
import type { LeadProfile } from '../../shared/lead-profile/types';
import { CORE_FACTS } from './knowledge';
import { isQualified, missingFields, nextQuestionField, QUALIFYING_QUESTIONS, serviceTitle } from './qualify';
import type { ChatProvider, ChatReplyInput } from './types';

export type OpenAiOptions = {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
};

const FIELD_LABELS: Record<string, string> = {
  name: 'nome',
  company: 'empresa',
  need: 'necessidade (serviço)',
  budget: 'orçamento',
  timeline: 'prazo',
  contact: 'contato (e-mail ou WhatsApp)',
};

const TONE: Record<NonNullable<LeadProfile['personality']>, string> = {
  analytical: 'traga números, métricas e retorno sobre o investimento (ROI)',
  impulsive: 'seja rápido e direto, destaque a entrega em até 15 dias e as poucas vagas',
  cautious:
    'transmita segurança: consulta gratuita e sem compromisso, proposta clara, aprovação antes de começar',
  emotional: 'seja caloroso e acolhedor',
};

function describeProfile(profile: LeadProfile): string {
  const known = [
    profile.name && `Nome: ${profile.name}`,
    profile.company && `Empresa: ${profile.company}`,
    profile.role && `Cargo: ${profile.role}`,
    profile.need && `Necessidade: ${serviceTitle(profile.need) ?? profile.need}`,
    profile.budget && `Orçamento: ${profile.budget}`,
    profile.timeline && `Prazo: ${profile.timeline}`,
    profile.email && `E-mail: ${profile.email}`,
    profile.phone && `Telefone: ${profile.phone}`,
    profile.painPoints.length > 0 && `Dores: ${profile.painPoints.join(', ')}`,
    profile.personality && `Personalidade: ${personalityLabel(profile.personality)}`,
    `Pontuação do lead: ${profile.leadScore}/100`,
  ].filter(Boolean);
  return known.join('\n');
}

/** The system prompt: who the assistant is, the rules, the facts, the relevant knowledge, the lead. */
export function buildSystemPrompt(input: ChatReplyInput): string {
  const { profile, history } = input;
  const missing = missingFields(profile).map((field) => FIELD_LABELS[field]);
  const next = nextQuestionField(profile, history);
  const tone = TONE[profile.personality ?? 'emotional'];
  const knowledge = input.knowledge.length
    ? input.knowledge.map((hit) => `- ${hit.entry.title}: ${hit.entry.answer}`).join('\n')
    : '- (nenhum trecho específico para esta mensagem)';
  const goal = isQualified(profile)
    ? 'O lead está qualificado: ofereça o questionário de avaliação em /questionario e a consulta gratuita de 30 minutos na seção /#consultoria.'
    : next
      ? `Depois de responder, faça uma única pergunta de qualificação: "${QUALIFYING_QUESTIONS[next]}"`
      : 'Convide para o questionário em /questionario ou a consulta gratuita em /#consultoria.';
  return [
    'Você é o Agente Coder, assistente de vendas da Coders, uma agência digital brasileira com foco em inteligência artificial.',
    'Regras:',
    '- Responda sempre em português do Brasil, em no máximo 4 frases curtas, sem markdown.',
    '- Use apenas os fatos e o conhecimento abaixo; não invente preços, prazos, clientes ou garantias. Se não souber, diga que a equipe responde pelo WhatsApp.',
    `- Tom: ${tone}.`,
    '- Qualifique o lead na ordem: nome, empresa, necessidade, orçamento, prazo, contato (e-mail ou WhatsApp). Uma pergunta por vez.',
    `- ${goal}`,
    '',
    'Fatos da Coders:',
    ...CORE_FACTS.map((fact) => `- ${fact}`),
    '',
    'Conhecimento relevante para a mensagem:',
    knowledge,
    '',
    'Perfil do lead até agora:',
    describeProfile(profile),
    `Ainda falta: ${missing.length ? missing.join(', ') : 'nada'}.`,
  ].join('\n');
}

type CompletionResponse = { choices?: { message?: { content?: unknown } }[] };

export function createOpenAiProvider(options: OpenAiOptions): ChatProvider {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai',
    async reply(input) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      try {
        const response = await doFetch(url, {
          method: 'POST',
          signal: controller.signal,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${options.apiKey}`,
          },
          body: JSON.stringify({
            model: options.model,
            temperature: 0.4,
            max_tokens: 400,
            messages: [
              { role: 'system', content: buildSystemPrompt(input) },
              ...input.history.map((turn) => ({ role: turn.role, content: turn.content })),
              { role: 'user', content: input.message },
            ],
          }),
        });
        if (!response.ok) {
          throw new Error(
            `AI provider answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
          );
        }
        const data = (await response.json()) as CompletionResponse;
        const content = data.choices?.[0]?.message?.content;
        if (typeof content !== 'string' || !content.trim()) throw new Error('AI provider sent no content');
        return content.trim();
      } catch (error) {
        if (controller.signal.aborted) throw new Error(`AI provider timed out after ${options.timeoutMs} ms`);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
