/**
 * The assistant's knowledge, built from the site's own content (src/shared/content), so the chat
 * never says anything the landing page does not: services, the 11 platforms, the FAQ and the claims.
 */
import { faq } from '@shared/content/faq';
import { platforms } from '@shared/content/platforms';
import { services } from '@shared/content/services';
import { site } from '@shared/content/site';
import type { ServiceId } from '@shared/content/types';
import { canonicalize } from '@shared/lead-profile/canon';
import { normalizeText } from '@shared/lead-profile/normalize';
import { classifyIntent, INTENT_THRESHOLD, type IntentReading } from './intent';
import { TOPIC_ENTRIES } from './knowledge-topics';
import {
  buildIndex,
  entryShare,
  type KnowledgeIndex,
  knownShare,
  MIN_ENTRY_SHARE,
  MIN_KNOWN_SHARE,
  search,
} from './retrieval';
import type { KnowledgeEntry, KnowledgeHit } from './types';

const { claims } = site;

/** Words visitors use that the service copy does not (retrieval only). */
const SERVICE_SYNONYMS: Record<ServiceId, string[]> = {
  sites: [
    'loja online',
    'loja',
    'pagina de vendas',
    'site institucional',
    'criar site',
    'criar um site',
    'desenvolvimento web',
    'portal',
    'vender online',
    'vender produtos',
    'vender pela internet',
  ],
  'agentes-gpt': [
    'assistente',
    'atendimento 24 horas',
    'responder clientes',
    'robo de atendimento',
    'chat',
    'openai',
  ],
  branding: ['identidade', 'visual', 'cores', 'papelaria', 'criar logo', 'nome da marca'],
  marketing: [
    'trafego',
    'ads',
    'tiktok',
    'facebook',
    'campanhas',
    'vender mais',
    'seguidores',
    'engajamento',
    'posts',
  ],
  automacao: [
    'automatizar processos',
    'integrar',
    'integrar sistemas',
    'tarefas repetitivas',
    'planilhas',
    'automatizacao',
    'sistemas',
  ],
  consultoria: [
    'consultoria estrategica',
    'plano de acao',
    'adotar ia',
    'usar ia na empresa',
    'estrategia digital',
    'transformacao',
  ],
};

const FAQ_META: { id: string; keywords: string[] }[] = [
  {
    id: 'faq:prazo',
    keywords: ['prazo', 'entrega', 'entregar', 'pronto', 'demora', 'demorar', '15 dias', 'quanto tempo'],
  },
  {
    id: 'faq:preco',
    keywords: [
      'preco',
      'custa',
      'custo',
      'valor',
      'valores',
      'orcamento',
      'investimento',
      'parcelamento',
      'parcelar',
      'aceitam',
      'caro',
      'barato',
      'quanto custa',
      'quanto sai',
    ],
  },
  {
    id: 'faq:consulta',
    keywords: [
      'consulta',
      'gratuita',
      'gratis',
      'reuniao',
      'conversa',
      'agendar',
      'agendamento',
      'marcar',
      '30 minutos',
      'sem compromisso',
    ],
  },
  { id: 'faq:agente-gpt', keywords: ['o que e um agente', 'agente gpt', 'como funciona o agente'] },
  {
    id: 'faq:suporte',
    keywords: ['suporte', 'manutencao', 'depois da entrega', 'apos a entrega', 'ajustes', 'acompanhamento'],
  },
  {
    id: 'faq:vagas',
    keywords: ['vagas', 'vaga', 'limitadas', 'disponibilidade', 'fila', 'agenda', 'ainda tem'],
  },
  {
    id: 'faq:questionario',
    keywords: ['questionario', 'formulario', 'avaliacao', 'avaliar projeto', 'responder', 'preencher'],
  },
];

const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

function serviceEntries(): KnowledgeEntry[] {
  return services.map((service) => ({
    id: `service:${service.id}`,
    kind: 'service',
    title: service.title,
    answer: `${service.title}: ${service.summary}`,
    keywords: [...service.keywords, ...SERVICE_SYNONYMS[service.id]],
    details: service.bullets.join('. '),
  }));
}

function platformEntries(): KnowledgeEntry[] {
  return platforms.map((platform) => ({
    id: `platform:${platform.id}`,
    kind: 'platform',
    title: platform.name,
    answer: `${platform.name} (${platform.category}): ${platform.tagline}. ${firstSentence(platform.description)} Está em desenvolvimento; veja os detalhes em /plataforma/${platform.id}.`,
    keywords: [platform.name, platform.id.replace(/-/g, ' '), platform.category],
    details: [
      platform.description,
      ...platform.features,
      ...platform.targetAudience,
      ...platform.useCases,
    ].join('. '),
  }));
}

function faqEntries(): KnowledgeEntry[] {
  return faq.map((entry, index) => ({
    id: FAQ_META[index]?.id ?? `faq:${index + 1}`,
    kind: 'faq',
    title: entry.question,
    answer: entry.answer,
    keywords: FAQ_META[index]?.keywords ?? [],
  }));
}

function siteEntries(): KnowledgeEntry[] {
  const platformList = platforms.map((platform) => `${platform.name} (${platform.category})`).join(', ');
  return [
    {
      id: 'site:sobre',
      kind: 'site',
      title: 'Sobre a Coders',
      answer: `A ${site.name} é uma agência digital com foco em inteligência artificial, com ${claims.years} anos de mercado: já são ${claims.clients} clientes atendidos, ${claims.satisfaction} de satisfação e ${claims.conversionGain} de ganho médio de conversão.`,
      keywords: [
        'quem sao',
        'agencia',
        'experiencia',
        'clientes atendidos',
        'quantos clientes',
        'resultados',
        'confianca',
        'confiavel',
        'satisfacao',
        'anos de mercado',
        'quem e a coders',
      ],
    },
    {
      id: 'site:contato',
      kind: 'site',
      title: 'Contato e atendimento',
      answer: `Você pode falar com a equipe pelo WhatsApp ${site.whatsappDisplay} ou pelo e-mail ${site.email}. ${site.whatsappResponse}; atendimento de segunda a sexta, das 8h às 18h.`,
      keywords: [
        'contato',
        'telefone',
        'whatsapp',
        'email',
        'e-mail',
        'falar com',
        'atendente',
        'humano',
        'ligar',
        'numero',
        'horario',
        'horario de atendimento',
        'endereco',
      ],
    },
    {
      id: 'site:como-funciona',
      kind: 'site',
      title: 'Como funciona o trabalho',
      answer: `Nosso processo tem 4 etapas: ${site.howItWorks.steps.map((step, index) => `${index + 1}) ${step.title}`).join(', ')}. Você acompanha cada fase e a entrega sai em até ${claims.deliveryDays} dias.`,
      keywords: ['processo', 'etapas', 'etapa', 'metodologia', 'passo a passo', 'como trabalham', 'fases'],
      details: site.howItWorks.steps.map((step) => step.text).join(' '),
    },
    {
      id: 'site:garantias',
      kind: 'site',
      title: 'Segurança para contratar',
      answer:
        'Você contrata com segurança: a consulta inicial é gratuita e sem compromisso, a proposta traz escopo, prazo e investimento definidos, sem custos escondidos, e só começamos depois da sua aprovação. Depois da entrega, há um período de acompanhamento para ajustes.',
      keywords: [
        'garantia',
        'garantias',
        'seguranca',
        'seguro',
        'risco',
        'receio',
        'medo',
        'contrato',
        'aprovacao',
        'confiar',
        'golpe',
      ],
    },
    {
      id: 'site:plataformas',
      kind: 'site',
      title: 'Plataformas próprias',
      answer: `Temos ${platforms.length} plataformas próprias no catálogo, todas em desenvolvimento: ${platformList}. Veja a seção de plataformas em /#plataformas.`,
      keywords: [
        'plataformas',
        'plataformas proprias',
        'produtos',
        'catalogo',
        'solucoes proprias',
        'aplicativos',
        'apps',
      ],
    },
    {
      id: 'site:condicao-especial',
      kind: 'site',
      title: 'Condição especial',
      answer: `${claims.firstProjectsText}, e aceitamos apenas ${claims.spotsPerMonth} novos projetos por mês para manter a qualidade.`,
      keywords: ['desconto', 'promocao', 'condicao especial', 'oferta', 'primeiros projetos', 'cupom'],
    },
  ];
}

export function buildKnowledge(): KnowledgeEntry[] {
  return [...serviceEntries(), ...platformEntries(), ...faqEntries(), ...siteEntries(), ...TOPIC_ENTRIES];
}

/** The facts every answer may rely on (system prompt of the OpenAI-compatible provider). */
export const CORE_FACTS = [
  `${site.name}: agência digital brasileira com foco em IA. Serviços: ${services.map((service) => service.title).join(', ')}.`,
  `${claims.deliveryText}. ${claims.spotsPerMonthText}. ${claims.firstProjectsText}.`,
  `${claims.consultationText} (agendamento na seção /#consultoria). Questionário gratuito de avaliação do projeto em ${site.questionnairePath}.`,
  `${claims.clients} clientes, ${claims.satisfaction} de satisfação, ${claims.conversionGain} de ganho médio de conversão, ${claims.years} anos de mercado.`,
  `Contato: WhatsApp ${site.whatsappDisplay}, e-mail ${site.email}. ${site.whatsappResponse}. ${site.supportHours}.`,
  `Plataformas próprias (em desenvolvimento): ${platforms.map((platform) => `${platform.name} (/plataforma/${platform.id})`).join(', ')}.`,
];

let cached: KnowledgeIndex | undefined;

/** The index over the whole knowledge base, built once per process. */
export function knowledgeIndex(): KnowledgeIndex {
  cached ??= buildIndex(buildKnowledge());
  return cached;
}

/** E-mails, links and phone numbers say nothing about the topic (and 'br' would match ids). */
const CONTACT_NOISE = /\S+@\S+|https?:\/\/\S+|\+?\d[\d\s().-]{7,}\d/g;

/** The questions in a message ('Quanto custa? Tenho uma loja…' → 'Quanto custa?'); the whole message when none. */
export function questionPart(message: string): string {
  const questions = message.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim().endsWith('?'));
  return questions.length ? questions.join(' ') : message;
}

/**
 * What the question asks, whatever it asks about: 'Quanto custa um agente GPT?' is a price question
 * first (BM25 alone would pick the entry that explains agents).
 */
const INTENTS: [RegExp, string][] = [
  [/^(e )?(quanto (custa|sai|fica|cobram|e)|qual (e )?o (valor|preco|investimento))\b/, 'faq:preco'],
  [/\b(que horas|qual (e )?o horario|horario de atendimento)\b/, 'site:contato'],
  [/\bquantos clientes\b/, 'site:sobre'],
];

/**
 * The entries that answer the message's question with confidence, best first; empty when the
 * knowledge does not cover it (the assistant then says so and offers the team).
 */
export function findKnowledge(message: string, limit = 3): KnowledgeHit[] {
  const query = questionPart(message).replace(CONTACT_NOISE, ' ');
  const index = knowledgeIndex();
  if (knownShare(index, query) < MIN_KNOWN_SHARE) return [];
  const hits = search(index, query, limit);
  const norm = normalizeText(query).replace(/^\W+/, '');
  const intent = INTENTS.find(([pattern]) => pattern.test(norm))?.[1];
  const preferred = intent && hits.find((hit) => hit.entry.id === intent);
  const ranked = preferred ? [preferred, ...hits.filter((hit) => hit !== preferred)] : hits;
  const best = ranked[0];
  // An intent names the answer outright ('quanto custa…'); otherwise the entry must cover the question.
  if (!best || (!preferred && entryShare(index, query, best.entry.id) < MIN_ENTRY_SHARE)) return [];
  return ranked;
}

export function serviceEntry(id: string): KnowledgeEntry | undefined {
  return knowledgeIndex().entries.find((item) => item.entry.id === `service:${id}`)?.entry;
}

function entryById(id: string): KnowledgeEntry {
  const entry = knowledgeIndex().entries.find((item) => item.entry.id === id)?.entry;
  if (!entry) throw new Error(`unknown knowledge entry ${id}`);
  return entry;
}

const hit = (id: string): KnowledgeHit => ({ entry: entryById(id), score: 1 });

/** The best of a few entries for the question by BM25, or the first when none scores. */
function bestOf(query: string, ids: string[]): KnowledgeHit[] {
  const scored = search(knowledgeIndex(), query, 40).filter((item) => ids.includes(item.entry.id));
  return scored.length ? [scored[0]!] : [hit(ids[0]!)];
}

/** Paying the agency by a given method ('posso pagar no pix?'): not in the knowledge. */
const PAYMENT_METHOD = /\b(?:pix|boleto|cartao|bitcoin|cripto\w*|transferencia|dinheiro)\b/;

export type KnowledgeChoice = { intent: IntentReading; hits: KnowledgeHit[] };

/**
 * Intent first, then knowledge (issue 29): each intent has the entries that may answer it; a question
 * about the assistant, small talk or the agency's location has none (the assistant answers for itself,
 * or says it does not know and offers the team). An intent read with too little confidence, and
 * 'other', go through retrieval over the whole knowledge with its confidence threshold.
 */
export function chooseKnowledge(message: string): KnowledgeChoice {
  const intent = classifyIntent(message);
  const query = canonicalize(questionPart(message)).text;
  if (intent.confidence < INTENT_THRESHOLD) return { intent, hits: findKnowledge(query) };
  switch (intent.intent) {
    case 'who-are-you':
    case 'small-talk':
    case 'location':
      return { intent, hits: [] };
    case 'about-us':
      return { intent, hits: [hit(/confia|segur|seri/.test(query) ? 'site:garantias' : 'site:sobre')] };
    case 'price':
      return { intent, hits: [hit('faq:preco')] };
    case 'payment-terms':
      return { intent, hits: PAYMENT_METHOD.test(query) ? [] : [hit('faq:preco')] };
    case 'timeline':
      return { intent, hits: bestOf(query, ['topic:prazos', 'faq:prazo']) };
    case 'portfolio':
      return { intent, hits: [hit('topic:portfolio')] };
    case 'contact':
      return { intent, hits: [hit('site:contato')] };
    case 'integration': {
      // The integrations the knowledge has, when every topic word of the question is known
      // ('colocar o robô no zap'); an unknown system ('Bling', 'iFood') gets the honest answer.
      const index = knowledgeIndex();
      const integrations = search(index, query, 40).filter((item) => item.entry.kind === 'integration');
      if (integrations[0] && knownShare(index, query) >= MIN_KNOWN_SHARE)
        return { intent, hits: [integrations[0]] };
      const hits = findKnowledge(query).filter((item) =>
        ['integration', 'service', 'platform'].includes(item.entry.kind),
      );
      return { intent, hits };
    }
    default:
      return { intent, hits: findKnowledge(query) };
  }
}
