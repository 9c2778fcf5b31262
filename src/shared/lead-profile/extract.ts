/**
 * Lead-profile extraction from PT-BR chat messages (docs/product/chat-assistant.md). Heuristic, pure and isomorphic.
 *
 * Merge rule: facts found in `text` replace the previous value; facts not found keep the previous
 * value (nothing is ever erased). Pain points accumulate without duplicates.
 *
 * Personality: the first signal in the documented order wins (analytical > impulsive > cautious). A message
 * without any signal keeps the previous personality; when none is known yet, a non-blank message
 * gives the documented fallback 'emotional'.
 */

import type { ServiceId } from '../content/types';
import { nationalPhone, normalizeText } from './normalize';
import { leadScore } from './score';
import type { ConversationStage, LeadProfile, Personality } from './types';
import { CONVERSATION_STAGES, emptyLeadProfile } from './types';

// ---------------------------------------------------------------- tokens (original text)

/** `end`: punctuation follows the word and closes the phrase; `offset`: input index just after it. */
type Token = { word: string; end: boolean; punct: string; offset: number };

/** A word followed by optional punctuation; punctuation ends the phrase. */
const TOKEN = /^[\s,:]*([\p{L}\p{N}][\p{L}\p{N}&'’.-]*?)([.,;:!?)]*)(?=\s|$)/u;

function tokenize(text: string, max = 10): Token[] {
  const tokens: Token[] = [];
  let offset = 0;
  while (tokens.length < max) {
    const match = TOKEN.exec(text.slice(offset));
    if (!match) break;
    offset += match[0].length;
    const end = match[2].length > 0;
    tokens.push({ word: match[1], end, punct: match[2], offset });
    if (end) break;
  }
  return tokens;
}

/** Space-separated word list (keeps long vocabularies compact). */
function words(list: string): string[] {
  return list.split(' ');
}

const CAPITALISED = /^\p{Lu}\p{Ll}+(?:[-'’]\p{L}+)*$/u;
const LOWERCASE_WORD = /^\p{Ll}+$/u;
const PARTICLES = new Set(['da', 'de', 'do', 'dos', 'das']);

const ROLE_WORDS = words(
  'ceo diretor diretora gerente coordenador coordenadora analista desenvolvedor desenvolvedora designer empreendedor empreendedora proprietario proprietaria',
);

/** Capitalised words after 'sou' that are not names (normalised). */
const NAME_STOPWORDS = new Set([
  ...ROLE_WORDS,
  ...words(
    'empresa cliente dono dona socio socia responsavel eu um uma muito bem novo nova interessado interessada aqui brasileiro brasileira',
  ),
]);

/** Surnames kept inside a name after a particle ('Maria da Silva'); any other word is a company. */
const SURNAMES = new Set(
  words(
    'silva souza sousa santos oliveira costa pereira lima carvalho ferreira rodrigues almeida nascimento araujo ribeiro rocha cruz conceicao paula luz cunha fonseca freitas rosa moura mota gama paz',
  ),
);

/** Places that follow 'sou da', 'trabalho em' and are not companies (normalised first word). */
const PLACES = new Set(
  words(
    'sao rio belo brasilia curitiba porto salvador recife fortaleza manaus goiania campinas florianopolis brasil bahia minas parana pernambuco ceara goias sp rj mg bh capital zona',
  ),
);

function titleCase(word: string): string {
  return word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1);
}

// ---------------------------------------------------------------- name

const NAME_TRIGGER = /(?<!\p{L})(me chamo|meu nome [ée]|pode me chamar de|aqui [ée]|sou)(?!\p{L})/giu;

/** `rest`: the text after the name, when the name was not closed by a full stop, '!' or '?'. */
type NameMatch = { name: string; rest: string };

function isNameWord(word: string): boolean {
  return CAPITALISED.test(word) && !NAME_STOPWORDS.has(normalizeText(word));
}

function readName(tokens: Token[], explicit: boolean): { name: string; last: Token } | null {
  let i = tokens[0] && !tokens[0].end && (tokens[0].word === 'o' || tokens[0].word === 'a') ? 1 : 0;
  const parts: string[] = [];
  let capitalised = 0;
  while (i < tokens.length && capitalised < 3) {
    const token = tokens[i];
    const next = tokens[i + 1];
    if (isNameWord(token.word)) {
      parts.push(token.word);
      capitalised += 1;
      i += 1;
    } else if (
      capitalised > 0 &&
      PARTICLES.has(token.word) &&
      !token.end &&
      next &&
      CAPITALISED.test(next.word) &&
      SURNAMES.has(normalizeText(next.word))
    ) {
      parts.push(token.word, next.word);
      capitalised += 1;
      i += 2;
    } else break;
    if (tokens[i - 1].end) break;
  }
  if (parts.length > 0) return { name: parts.join(' '), last: tokens[i - 1] };
  const first = tokens[i];
  if (
    explicit &&
    first &&
    LOWERCASE_WORD.test(first.word) &&
    !NAME_STOPWORDS.has(normalizeText(first.word))
  ) {
    return { name: titleCase(first.word), last: first };
  }
  return null;
}

/** 'a Dra. Helena' → 'Helena': an article and a courtesy title before the name are dropped. */
const TITLE_PREFIX = /^\s*(?:(?:o|a)\s+)?(?:dr|dra|sr|sra|prof|profa)\.?\s+/iu;

function findName(text: string): NameMatch | null {
  for (const match of text.matchAll(NAME_TRIGGER)) {
    const explicit = normalizeText(match[1]) !== 'sou' && !normalizeText(match[1]).startsWith('aqui');
    const after = text.slice(match.index + match[0].length).replace(TITLE_PREFIX, ' ');
    const found = readName(tokenize(after), explicit);
    if (!found) continue;
    const open = found.last.punct === '' || found.last.punct === ',';
    return { name: found.name, rest: open ? after.slice(found.last.offset) : '' };
  }
  return null;
}

/** Name after 'sou', 'me chamo', 'meu nome é' (1–3 capitalised words). Lowercase names only after the explicit phrases. */
export function extractName(text: string): string | undefined {
  return findName(text)?.name;
}

// ---------------------------------------------------------------- company

const ROLE_AT =
  '(?:ceo|diretora?|gerente|coordenadora?|analista|desenvolvedora?|designer|empreendedora?|propriet[áa]ri[oa])';
const COMPANY_TRIGGER = new RegExp(
  [
    'minha empresa (?:[ée]|se chama|chama-se)',
    'empresa (?:chamada|se chama)',
    'nome da (?:minha )?empresa [ée]',
    'empresa',
    'trabalho (?:na|no|em|para|pra)',
    'sou (?:da|do)',
    'represento (?:a|o)',
    `${ROLE_AT}(?: d[eao] \\p{L}+)? (?:da|do|na|no)`,
  ]
    .map((phrase) => `(?<!\\p{L})${phrase}(?!\\p{L})`)
    .join('|'),
  'giu',
);
const COMPANY_FILLERS = new Set(['é', 'e', 'a', 'o', 'se', 'chama', 'chama-se', 'chamada', 'chamado']);
const COMPANY_CONNECTORS = new Set(['de', 'da', 'do', 'dos', 'das', 'e', '&']);
const COMPANY_START = /^[\p{Lu}\p{N}]/u;

function isCompanyWord(word: string): boolean {
  return COMPANY_START.test(word) && !ROLE_WORDS.includes(normalizeText(word));
}

function readCompany(tokens: Token[]): string | undefined {
  let i = 0;
  while (tokens[i] && !tokens[i].end && COMPANY_FILLERS.has(tokens[i].word)) i += 1;
  const first = tokens[i];
  if (!first || !isCompanyWord(first.word) || PLACES.has(normalizeText(first.word))) return undefined;
  const parts = [first.word];
  let significant = 1;
  let last = first;
  i += 1;
  while (!last.end && significant < 4 && tokens[i]) {
    const token = tokens[i];
    const next = tokens[i + 1];
    if (isCompanyWord(token.word)) {
      parts.push(token.word);
      last = token;
      i += 1;
    } else if (COMPANY_CONNECTORS.has(token.word) && !token.end && next && isCompanyWord(next.word)) {
      parts.push(token.word, next.word);
      last = next;
      i += 2;
    } else break;
    significant += 1;
  }
  return parts.join(' ');
}

/** Company after 'empresa', 'trabalho na/no/em', 'sou da', 'minha empresa é/se chama' or 'sou o João da X'. */
export function extractCompany(text: string): string | undefined {
  for (const match of text.matchAll(COMPANY_TRIGGER)) {
    const company = readCompany(tokenize(text.slice(match.index + match[0].length)));
    if (company) return company;
  }
  const rest = findName(text)?.rest ?? '';
  const tail = /^\s+d[ao]\s+/u.exec(rest);
  return tail ? readCompany(tokenize(rest.slice(tail[0].length))) : undefined;
}

// ---------------------------------------------------------------- role

const ROLE_RE =
  /\b(ceo|diretora?|gerente|coordenadora?|analista|desenvolvedora?|designer|empreendedora?|proprietari[oa])\b/g;
const ROLE_CANONICAL: Record<string, string> = {
  ceo: 'CEO',
  proprietario: 'proprietário',
  proprietaria: 'proprietário',
  diretora: 'diretor',
  coordenadora: 'coordenador',
  desenvolvedora: 'desenvolvedor',
  empreendedora: 'empreendedor',
};
/** 'preciso de um designer', 'meu gerente', 'o diretor' talk about someone else. */
const OTHER_PERSON = new Set([
  'um',
  'uma',
  'o',
  'a',
  'os',
  'as',
  'meu',
  'minha',
  'nosso',
  'nossa',
  'seu',
  'sua',
]);
const SELF_REFERENCE = new Set(['sou', 'como', 'sendo', 'e']);
const HIRING = new Set(['contratar', 'procuro', 'procurando', 'preciso']);

function isSelfRole(norm: string, index: number): boolean {
  const before = norm
    .slice(0, index)
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const previous = before.at(-1);
  if (!previous) return true;
  if (HIRING.has(previous)) return false;
  if (!OTHER_PERSON.has(previous)) return true;
  return SELF_REFERENCE.has(before.at(-2) ?? '');
}

/** Role from the fixed list (docs/product/chat-assistant.md), feminine forms mapped to the masculine canonical form. */
export function extractRole(text: string): string | undefined {
  const norm = normalizeText(text);
  for (const match of norm.matchAll(ROLE_RE)) {
    if (isSelfRole(norm, match.index)) return ROLE_CANONICAL[match[1]] ?? match[1];
  }
  return undefined;
}

// ---------------------------------------------------------------- personality

const PERSONALITY_SIGNALS: [Personality, RegExp][] = [
  [
    'analytical',
    /\b(dados|analises?|analisar|roi|metricas?|indicadores?|kpis?|resultados mensuraveis|retorno sobre (o )?investimento)\b/,
  ],
  [
    'impulsive',
    /\b(agora|urgente|urgencia|hoje|rapido|rapida|rapidamente|imediato|imediata|imediatamente)\b/,
  ],
  ['cautious', /\b(talvez|garantias?|duvidas?|receio|receios|medo|seguro|segura|inseguro|insegura)\b/],
];

/** Personality signalled by the text, or undefined when the text has no signal (the caller falls back). */
export function detectPersonality(text: string): Personality | undefined {
  const norm = normalizeText(text);
  return PERSONALITY_SIGNALS.find(([, pattern]) => pattern.test(norm))?.[0];
}

// ---------------------------------------------------------------- budget

const NUMBER_WORDS: Record<string, number> = {
  um: 1,
  dois: 2,
  cinco: 5,
  dez: 10,
  quinze: 15,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
  cem: 100,
  duzentos: 200,
  trezentos: 300,
  quinhentos: 500,
};
const NUM = `\\d{1,3}(?:\\.\\d{3})+(?:,\\d{1,2})?|\\d+(?:[.,]\\d+)?|${Object.keys(NUMBER_WORDS).join('|')}`;
const AMOUNT = `(r\\$\\s*)?(${NUM})\\s*(milhoes|milhao|mil|k)?(?![a-z\\d])(\\s*reais)?`;
const BUDGET_RE = new RegExp(`(?<![a-z\\d.,$])${AMOUNT}(?:\\s*(?:a|ate|e|ou|-|–)\\s*${AMOUNT})?`, 'g');
/** 'mil' followed by these counts people or things, not money (unless 'R$' or 'reais' is present). */
const COUNTED =
  /^\s*(de\s+)?(clientes|usuarios|seguidores|pessoas|visitas|visitantes|acessos|funcionarios|colaboradores|produtos|pedidos|leads|alunos|downloads|inscritos|unidades|itens|habitantes|km|metros)\b/;
/** 'faturamos 200 mil' is revenue, not budget. */
const REVENUE = /\b(fatur\w*|receita|lucro|vendemos|vendas de)\b[^.!?]*$/;
const GROUPED = /^\d{1,3}(\.\d{3})+/;
const MULTIPLIER: Record<string, number> = { mil: 1e3, k: 1e3, milhao: 1e6, milhoes: 1e6 };

type Amount = { value: number; unit?: string; money: boolean; qualified: boolean };

function toAmount(
  currency: string | undefined,
  num: string,
  unit: string | undefined,
  reais: string | undefined,
) {
  const value =
    NUMBER_WORDS[num] ??
    Number(GROUPED.test(num) ? num.replace(/\./g, '').replace(',', '.') : num.replace(',', '.'));
  const money = Boolean(currency || reais);
  const isWord = num in NUMBER_WORDS;
  const qualified = money || Boolean(unit) || (!isWord && GROUPED.test(num));
  return { value, unit, money, qualified: qualified && (!isWord || Boolean(unit)) } satisfies Amount;
}

const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

function formatAmount(value: number): string {
  if (value >= 1e6) return `R$ ${numberFormat.format(value / 1e6)} ${value < 2e6 ? 'milhão' : 'milhões'}`;
  if (value >= 1e3) return `R$ ${numberFormat.format(value / 1e3)} mil`;
  return `R$ ${numberFormat.format(value)}`;
}

function formatRange(low: number, high: number): string {
  const thousands = (value: number) => value >= 1e3 && value < 1e6;
  if (thousands(low) && thousands(high)) {
    return `R$ ${numberFormat.format(low / 1e3)} a ${numberFormat.format(high / 1e3)} mil`;
  }
  return `${formatAmount(low)} a ${formatAmount(high)}`;
}

function budgetFromMatch(match: RegExpMatchArray, after: string): string | undefined {
  const first = toAmount(match[1], match[2], match[3], match[4]);
  const second = match[6] === undefined ? undefined : toAmount(match[5], match[6], match[7], match[8]);
  const counted = (amount: Amount) => !amount.money && COUNTED.test(after);
  if (second?.qualified && !counted(second)) {
    const low = first.value * (MULTIPLIER[first.unit ?? second.unit ?? ''] ?? 1);
    const high = second.value * (MULTIPLIER[second.unit ?? ''] ?? 1);
    if (low > 0 && low < high) return formatRange(low, high);
  }
  if (!first.qualified || (second === undefined && counted(first))) return undefined;
  const value = first.value * (MULTIPLIER[first.unit ?? ''] ?? 1);
  return value > 0 ? formatAmount(value) : undefined;
}

/**
 * Budget normalised to reais: 'R$ 10 mil', '20k', '50.000', '100 mil reais', '10 a 20 mil'. A bare number
 * needs 'R$', 'reais', 'mil'/'k' or thousands dots to count; '10 mil seguidores' is not money.
 */
export function extractBudget(text: string): string | undefined {
  const norm = normalizeText(text);
  for (const match of norm.matchAll(BUDGET_RE)) {
    if (REVENUE.test(norm.slice(Math.max(0, match.index - 30), match.index))) continue;
    const budget = budgetFromMatch(match, norm.slice(match.index + match[0].length));
    if (budget) return budget;
  }
  return undefined;
}

// ---------------------------------------------------------------- timeline

const DURATION_NUMBERS: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  doze: 12,
  quinze: 15,
  trinta: 30,
};
const DURATION = new RegExp(
  `(?<!\\b(?:ha|faz|desde|tem|durante)\\s)\\b(\\d{1,3}|${Object.keys(DURATION_NUMBERS).join('|')})\\s+(dias?|semanas?|mes|meses|anos?)\\b(?!\\s+(?:atras|de (?:experiencia|mercado|empresa)))`,
);
/** Singular and plural labels keyed by the first three letters of the unit. */
const UNIT_LABELS: Record<string, [string, string]> = {
  dia: ['dia', 'dias'],
  sem: ['semana', 'semanas'],
  mes: ['mês', 'meses'],
  ano: ['ano', 'anos'],
};
const NAMED_TIMELINES: [string, RegExp][] = [
  ['próxima semana', /\b(proxima semana|semana que vem)\b/],
  ['esta semana', /\b(esta|essa|nesta|nessa) semana\b/],
  ['próximo mês', /\b(proximo mes|mes que vem)\b/],
  ['este mês', /\b(este|esse|neste|nesse) mes\b|\b(fim|final) do mes\b/],
  [
    'urgente',
    /\b(urgente|urgencia|pra ontem|para ontem|o quanto antes|o mais rapido possivel|imediatamente|asap)\b/,
  ],
];

/** Deadline: 'urgente', 'este mês', 'próximo mês', 'em 2 semanas' → '2 semanas', '3 meses'. */
export function extractTimeline(text: string): string | undefined {
  const norm = normalizeText(text);
  const duration = DURATION.exec(norm);
  if (duration) {
    const amount = DURATION_NUMBERS[duration[1]] ?? Number(duration[1]);
    const labels = UNIT_LABELS[duration[2].slice(0, 3)];
    if (amount > 0 && labels) return `${amount} ${amount === 1 ? labels[0] : labels[1]}`;
  }
  return NAMED_TIMELINES.find(([, pattern]) => pattern.test(norm))?.[0];
}

// ---------------------------------------------------------------- pain points

const PAIN_POINTS: [string, RegExp][] = [
  [
    'poucas vendas',
    /\b(poucas vendas|vend(o|emos|e|em) pouco|vendas (baixas|fracas|caindo|cairam)|queda (nas|de) vendas|nao (estou|estamos|esta) vendendo)\b/,
  ],
  ['poucos clientes', /\b(poucos clientes|falta de clientes|sem clientes|poucos leads)\b/],
  ['sem tempo', /\b(sem tempo|falta de tempo|(nao|nem) (tenho|temos) tempo)\b/],
  [
    'atendimento lento',
    /\b(atendimento (lento|demorado|ruim)|demora no atendimento|demora(mos)? (muito )?(para|pra) (atender|responder))\b/,
  ],
  [
    'processos manuais',
    /\b(processos? manua(l|is)|tudo (e )?manual|trabalho manual|muito manual|planilhas?)\b/,
  ],
  [
    'baixa conversão',
    /\b(baixa conversao|conversao baixa|pouca conversao|nao convert(e|em)|convert(e|em) pouco)\b/,
  ],
  ['site antigo', /\bsite (e |esta |muito )?(antigo|desatualizado|velho|ultrapassado|lento)\b/],
  ['sem presença online', /\b((nao|nem) (tenho|temos) site|sem site|sem presenca (online|digital))\b/],
  [
    'não aparece no google',
    /\b(nao aparec(e|o|emos|em) no google|ninguem (me|nos) (acha|encontra)|(pouca|sem) visibilidade)\b/,
  ],
  [
    'custo alto',
    /\b(custos? (muito )?altos?|muito caro|caro demais|gastos? (muito )?altos?|gast(o|amos) muito)\b/,
  ],
];

/** Pain points from a fixed vocabulary, as canonical PT-BR phrases, without duplicates. */
export function extractPainPoints(text: string): string[] {
  const norm = normalizeText(text);
  return PAIN_POINTS.filter(([, pattern]) => pattern.test(norm)).map(([label]) => label);
}

// ---------------------------------------------------------------- contact

const EMAIL_RE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
const PHONE_RE =
  /(?<![\d+])(?:\+?55[\s.-]?)?(?:\(\s*[1-9]\d\s*\)|[1-9]\d)[\s.-]?(?:9[\s.-]?)?\d{4}[\s.-]?\d{4}(?!\d)/;

export function extractEmail(text: string): string | undefined {
  return EMAIL_RE.exec(text)?.[0].toLowerCase();
}

/** Brazilian phone as national digits: '(11) 98765-4321', '+55 11 98765-4321' → '11987654321'. */
export function extractPhone(text: string): string | undefined {
  const match = PHONE_RE.exec(text);
  return (match && nationalPhone(match[0])) ?? undefined;
}

// ---------------------------------------------------------------- need (service)

const NEED_PATTERNS: [ServiceId, RegExp][] = [
  [
    'sites',
    /\b(sites?|websites?|landing ?pages?|e-?commerce|lojas? (virtual|virtuais|online)|loja\b(?! fisica))\b/,
  ],
  ['agentes-gpt', /\b(chat ?bots?|agentes?|chatgpt|gpt|inteligencia artificial|bots?)\b|(?<!\beu )\bia\b/],
  ['branding', /\b(logo|logos|logotipo|logomarca|marcas?|identidade visual|branding|rebranding)\b/],
  ['marketing', /\b(marketing|trafego|anuncios?|ads|redes sociais|instagram)\b/],
  ['automacao', /\b(automacao|automacoes|automatiz\w*|integracao|integracoes|integrar)\b/],
  ['consultoria', /\b(consultoria|estrategia|estrategica|estrategico)\b/],
];
/** Phrases that mention a service word without asking for it: 'diretora de marketing', 'vi no seu site'. */
const NOT_A_NEED =
  /\b(ceo|diretora?|gerente|coordenadora?|analista|desenvolvedora?|designer|empreendedora?) (de|do|da) \w+|\b(seu|teu|vosso) site\b|\bsite (de|da|do) (voces|vcs|agencia)\b/g;

/** Service id named in the text; the earliest mention wins. */
export function detectNeed(text: string): ServiceId | undefined {
  const norm = normalizeText(text).replace(NOT_A_NEED, ' ');
  let best: { id: ServiceId; index: number } | undefined;
  for (const [id, pattern] of NEED_PATTERNS) {
    const index = norm.search(pattern);
    if (index >= 0 && (!best || index < best.index)) best = { id, index };
  }
  return best?.id;
}

// ---------------------------------------------------------------- merge

function knowsAnything(profile: LeadProfile): boolean {
  const { name, company, role, budget, timeline, email, phone, need, painPoints } = profile;
  return Boolean(
    name || company || role || budget || timeline || email || phone || need || painPoints.length,
  );
}

/** greeting → discovery (anything known) → qualification (need) → proposal (need + budget or timeline) → closing (email or phone). */
export function stageFor(profile: LeadProfile): ConversationStage {
  if (profile.email || profile.phone) return 'closing';
  if (profile.need && (profile.budget || profile.timeline)) return 'proposal';
  if (profile.need) return 'qualification';
  return knowsAnything(profile) ? 'discovery' : 'greeting';
}

function laterStage(a: ConversationStage, b: ConversationStage): ConversationStage {
  return CONVERSATION_STAGES.indexOf(a) >= CONVERSATION_STAGES.indexOf(b) ? a : b;
}

export function extractProfile(text: string, previous: LeadProfile = emptyLeadProfile()): LeadProfile {
  const found = {
    name: extractName(text),
    company: extractCompany(text),
    role: extractRole(text),
    budget: extractBudget(text),
    timeline: extractTimeline(text),
    email: extractEmail(text),
    phone: extractPhone(text),
    need: detectNeed(text),
  };
  const merged: LeadProfile = { ...previous, painPoints: [...previous.painPoints] };
  for (const [key, value] of Object.entries(found) as [keyof typeof found, string | undefined][]) {
    if (value !== undefined) merged[key] = value;
  }
  for (const pain of extractPainPoints(text)) {
    if (!merged.painPoints.includes(pain)) merged.painPoints.push(pain);
  }
  const personality =
    detectPersonality(text) ?? previous.personality ?? (text.trim() ? 'emotional' : undefined);
  if (personality) merged.personality = personality;
  merged.conversationStage = laterStage(previous.conversationStage, stageFor(merged));
  merged.leadScore = leadScore(merged).score;
  return merged;
}
