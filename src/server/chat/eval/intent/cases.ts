/**
 * The intent suite (issue 29): questions visitors ask a sales chat, each labelled with its intent and
 * with the knowledge entries that answer it, the ones that are tolerable, and what the reply must be:
 * an answer from the knowledge, an honest "I don't know, here is the team", a human reply to small talk,
 * or, asked about itself, that it is an automated assistant. Any other knowledge entry in the reply is
 * a wrong-knowledge answer (issue 29's 'vcs ficam onde?' → the WhatsApp paragraph).
 */
import type { EvalSlot } from '../run-eval';

export const INTENTS = [
  'price',
  'timeline',
  'integration',
  'location',
  'payment-terms',
  'portfolio',
  'who-are-you',
  'small-talk',
  'other',
] as const;
export type Intent = (typeof INTENTS)[number];

export type IntentCase = {
  message: string;
  intent: Intent;
  /** What the reply must do. */
  expect: 'answer' | 'fallback' | 'small-talk' | 'self';
  /** Entries that answer it (required when `expect` is 'answer'). */
  answers?: string[];
  /** Entries that are not wrong here, though not the answer. */
  tolerated?: string[];
  /** Visitor messages before this one (the question is asked in that context). */
  context?: string[];
  /** Slots the question must not fill ('vc é robo?' is not a need for a GPT agent). */
  mustNotStore?: EvalSlot[];
};

const PRICE = ['faq:preco'];
const TIMELINE = ['faq:prazo', 'topic:prazos'];
const NOTHING: EvalSlot[] = ['name', 'company', 'role', 'need', 'budget', 'timeline'];
/** Asked about itself, pointing to the people of the team or saying who the agency is is not wrong. */
const ABOUT_US = ['site:contato', 'site:sobre'];

export const INTENT_CASES: IntentCase[] = [
  // price
  { message: 'quanto custa um site?', intent: 'price', expect: 'answer', answers: PRICE },
  { message: 'quanto fica?', intent: 'price', expect: 'answer', answers: PRICE },
  {
    message: 'quanto fica?',
    intent: 'price',
    expect: 'answer',
    answers: PRICE,
    context: ['Vocês integram com Mercado Livre?'],
  },
  { message: 'qto fica um logo?', intent: 'price', expect: 'answer', answers: PRICE },
  { message: 'quanto vcs cobram?', intent: 'price', expect: 'answer', answers: PRICE },
  { message: 'qual o valor de um agente gpt?', intent: 'price', expect: 'answer', answers: PRICE },
  {
    message: 'quanto sai uma loja virtual mais ou menos?',
    intent: 'price',
    expect: 'answer',
    answers: PRICE,
  },
  { message: 'é muito caro?', intent: 'price', expect: 'answer', answers: PRICE },
  { message: 'me passa os valores?', intent: 'price', expect: 'answer', answers: PRICE },
  { message: 'tem tabela de preço?', intent: 'price', expect: 'answer', answers: PRICE },
  {
    message: 'e pra integrar com o whatsapp, quanto custa?',
    intent: 'price',
    expect: 'answer',
    answers: PRICE,
    tolerated: ['integration:whatsapp'],
  },
  // timeline
  { message: 'quanto tempo demora?', intent: 'timeline', expect: 'answer', answers: TIMELINE },
  { message: 'em quanto tempo fica pronto?', intent: 'timeline', expect: 'answer', answers: TIMELINE },
  { message: 'qual o prazo de entrega de vcs?', intent: 'timeline', expect: 'answer', answers: TIMELINE },
  { message: 'demora muito pra ficar pronto?', intent: 'timeline', expect: 'answer', answers: TIMELINE },
  { message: 'fica pronto em quantos dias?', intent: 'timeline', expect: 'answer', answers: TIMELINE },
  {
    message: 'qto tempo leva pra fazer uma landing page?',
    intent: 'timeline',
    expect: 'answer',
    answers: TIMELINE,
  },
  {
    message: 'vcs conseguem entregar rapido?',
    intent: 'timeline',
    expect: 'answer',
    answers: TIMELINE,
  },
  // integration
  {
    message: 'integra com mercado livre?',
    intent: 'integration',
    expect: 'answer',
    answers: ['integration:mercado-livre'],
  },
  {
    message: 'vcs integram com a shopify?',
    intent: 'integration',
    expect: 'answer',
    answers: ['integration:shopify'],
  },
  {
    message: 'e com a nuvemshop, funciona?',
    intent: 'integration',
    expect: 'answer',
    answers: ['integration:shopify'],
  },
  {
    message: 'funciona com whatsapp business?',
    intent: 'integration',
    expect: 'answer',
    answers: ['integration:whatsapp'],
  },
  {
    message: 'da pra colocar o robo no zap da loja?',
    intent: 'integration',
    expect: 'answer',
    answers: ['integration:whatsapp'],
    tolerated: ['service:agentes-gpt', 'faq:agente-gpt'],
  },
  {
    message: 'o site aceita pix?',
    intent: 'integration',
    expect: 'answer',
    answers: ['integration:pagamentos'],
  },
  {
    message: 'da pra receber no cartão pela loja?',
    intent: 'integration',
    expect: 'answer',
    answers: ['integration:pagamentos'],
  },
  {
    message: 'vcs integram com o Bling?',
    intent: 'integration',
    expect: 'fallback',
    tolerated: ['service:automacao'],
  },
  {
    message: 'e com o iFood, integra?',
    intent: 'integration',
    expect: 'fallback',
    tolerated: ['service:automacao'],
  },
  {
    message: 'conecta com o RD Station?',
    intent: 'integration',
    expect: 'fallback',
    tolerated: ['service:automacao'],
  },
  {
    message: 'funciona com a hotmart?',
    intent: 'integration',
    expect: 'fallback',
    tolerated: ['service:automacao'],
  },
  // location
  { message: 'vcs ficam onde?', intent: 'location', expect: 'fallback', mustNotStore: NOTHING },
  { message: 'onde fica a empresa de vcs?', intent: 'location', expect: 'fallback', mustNotStore: NOTHING },
  { message: 'vcs sao de qual cidade?', intent: 'location', expect: 'fallback', mustNotStore: NOTHING },
  { message: 'tem escritório em sp?', intent: 'location', expect: 'fallback', mustNotStore: NOTHING },
  {
    message: 'qual o endereço de vcs?',
    intent: 'location',
    expect: 'fallback',
    tolerated: ['site:contato'],
    mustNotStore: NOTHING,
  },
  {
    message: 'atendem presencialmente aqui em Recife?',
    intent: 'location',
    expect: 'fallback',
    mustNotStore: NOTHING,
  },
  // payment terms
  { message: 'posso parcelar?', intent: 'payment-terms', expect: 'answer', answers: PRICE },
  { message: 'vcs parcelam o projeto?', intent: 'payment-terms', expect: 'answer', answers: PRICE },
  { message: 'como é a forma de pagamento?', intent: 'payment-terms', expect: 'answer', answers: PRICE },
  {
    message: 'da pra pagar metade no inicio e metade na entrega?',
    intent: 'payment-terms',
    expect: 'answer',
    answers: PRICE,
  },
  {
    message: 'tem q pagar tudo adiantado?',
    intent: 'payment-terms',
    expect: 'answer',
    answers: PRICE,
  },
  {
    message: 'posso pagar vcs no pix?',
    intent: 'payment-terms',
    expect: 'fallback',
    tolerated: PRICE,
  },
  {
    message: 'vcs emitem boleto pra pagar o projeto?',
    intent: 'payment-terms',
    expect: 'fallback',
    tolerated: PRICE,
  },
  // portfolio
  { message: 'tem portfolio?', intent: 'portfolio', expect: 'answer', answers: ['topic:portfolio'] },
  {
    message: 'posso ver uns trabalhos de vcs?',
    intent: 'portfolio',
    expect: 'answer',
    answers: ['topic:portfolio'],
  },
  {
    message: 'quais clientes vcs ja atenderam?',
    intent: 'portfolio',
    expect: 'answer',
    answers: ['topic:portfolio'],
    tolerated: ['site:sobre'],
  },
  {
    message: 'tem exemplo de site q vcs fizeram?',
    intent: 'portfolio',
    expect: 'answer',
    answers: ['topic:portfolio'],
  },
  { message: 'vcs tem cases?', intent: 'portfolio', expect: 'answer', answers: ['topic:portfolio'] },
  // who are you / is this a robot
  {
    message: 'vc é robo?',
    intent: 'who-are-you',
    expect: 'self',
    tolerated: ABOUT_US,
    mustNotStore: NOTHING,
  },
  {
    message: 'vc é humano?',
    intent: 'who-are-you',
    expect: 'self',
    tolerated: ABOUT_US,
    mustNotStore: NOTHING,
  },
  {
    message: 'to falando com uma pessoa?',
    intent: 'who-are-you',
    expect: 'self',
    tolerated: ABOUT_US,
    mustNotStore: NOTHING,
  },
  {
    message: 'isso é um bot?',
    intent: 'who-are-you',
    expect: 'self',
    tolerated: ABOUT_US,
    mustNotStore: NOTHING,
  },
  {
    message: 'vc é uma IA?',
    intent: 'who-are-you',
    expect: 'self',
    tolerated: ABOUT_US,
    mustNotStore: NOTHING,
  },
  {
    message: 'vc é o chatgpt?',
    intent: 'who-are-you',
    expect: 'self',
    tolerated: ABOUT_US,
    mustNotStore: NOTHING,
  },
  {
    message: 'quem ta falando?',
    intent: 'who-are-you',
    expect: 'self',
    tolerated: ABOUT_US,
    mustNotStore: NOTHING,
  },
  {
    message: 'quem são vcs?',
    intent: 'who-are-you',
    expect: 'answer',
    answers: ['site:sobre'],
    mustNotStore: NOTHING,
  },
  {
    message: 'o que a coders faz?',
    intent: 'who-are-you',
    expect: 'answer',
    answers: ['site:sobre'],
    mustNotStore: NOTHING,
  },
  {
    message: 'vcs sao confiaveis?',
    intent: 'who-are-you',
    expect: 'answer',
    answers: ['site:sobre', 'site:garantias'],
    mustNotStore: NOTHING,
  },
  // small talk
  { message: 'oi tudo bem?', intent: 'small-talk', expect: 'small-talk', mustNotStore: NOTHING },
  { message: 'tudo bem?', intent: 'small-talk', expect: 'small-talk', mustNotStore: NOTHING },
  { message: 'bom dia!', intent: 'small-talk', expect: 'small-talk', mustNotStore: NOTHING },
  { message: 'boa noite', intent: 'small-talk', expect: 'small-talk', mustNotStore: NOTHING },
  { message: 'td bem e vc?', intent: 'small-talk', expect: 'small-talk', mustNotStore: NOTHING },
  { message: 'vc ta ai?', intent: 'small-talk', expect: 'small-talk', mustNotStore: NOTHING },
  { message: 'como vai?', intent: 'small-talk', expect: 'small-talk', mustNotStore: NOTHING },
  {
    message: 'obrigado!',
    intent: 'small-talk',
    expect: 'small-talk',
    context: ['quero um site'],
    mustNotStore: ['name', 'company', 'budget', 'timeline'],
  },
  {
    message: 'valeu, vou pensar',
    intent: 'small-talk',
    expect: 'small-talk',
    context: ['quanto custa um site?'],
    mustNotStore: ['name', 'company', 'budget', 'timeline'],
  },
  { message: 'kkkkk', intent: 'small-talk', expect: 'small-talk', mustNotStore: NOTHING },
  // other: covered by the knowledge
  { message: 'vcs seguem a lgpd?', intent: 'other', expect: 'answer', answers: ['topic:lgpd'] },
  {
    message: 'o domínio fica no meu nome?',
    intent: 'other',
    expect: 'answer',
    answers: ['topic:dominio-hospedagem'],
  },
  {
    message: 'tem suporte depois da entrega?',
    intent: 'other',
    expect: 'answer',
    answers: ['topic:manutencao', 'faq:suporte'],
  },
  { message: 'a consulta é gratuita msm?', intent: 'other', expect: 'answer', answers: ['faq:consulta'] },
  { message: 'ainda tem vaga esse mês?', intent: 'other', expect: 'answer', answers: ['faq:vagas'] },
  {
    message: 'como funciona o processo de vcs?',
    intent: 'other',
    expect: 'answer',
    answers: ['site:como-funciona'],
  },
  {
    message: 'o que é um agente gpt?',
    intent: 'other',
    expect: 'answer',
    answers: ['faq:agente-gpt', 'service:agentes-gpt'],
  },
  { message: 'vcs fazem logo?', intent: 'other', expect: 'answer', answers: ['service:branding'] },
  { message: 'fazem trafego pago?', intent: 'other', expect: 'answer', answers: ['service:marketing'] },
  { message: 'tem desconto?', intent: 'other', expect: 'answer', answers: ['site:condicao-especial'] },
  { message: 'que horas vcs atendem?', intent: 'other', expect: 'answer', answers: ['site:contato'] },
  {
    message: 'quero falar com um atendente',
    intent: 'other',
    expect: 'answer',
    answers: ['site:contato'],
    mustNotStore: NOTHING,
  },
  // other: outside the knowledge
  { message: 'vcs emitem nota fiscal?', intent: 'other', expect: 'fallback' },
  { message: 'qual o cnpj de vcs?', intent: 'other', expect: 'fallback' },
  { message: 'fazem app pra iphone?', intent: 'other', expect: 'fallback' },
  { message: 'vcs contratam estagiário?', intent: 'other', expect: 'fallback' },
  { message: 'vendem hospedagem de email corporativo?', intent: 'other', expect: 'fallback' },
  { message: 'qual a capital da frança?', intent: 'other', expect: 'fallback', mustNotStore: NOTHING },
  { message: 'quem ganhou o jogo ontem?', intent: 'other', expect: 'fallback', mustNotStore: NOTHING },
  { message: 'vcs aceitam bitcoin?', intent: 'other', expect: 'fallback' },
  { message: 'fazem manutenção de computador?', intent: 'other', expect: 'fallback' },
  { message: 'vcs dão curso de programação?', intent: 'other', expect: 'fallback' },
];
