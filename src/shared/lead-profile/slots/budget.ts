/**
 * Budget normalised to reais: '8 mil', 'R$ 8.000', 'uns 10k', 'entre 5 e 10 mil', '3k por mês', and
 * 'a definir' when the visitor says they do not know it yet (or prefer not to say).
 */
import { type Canon, canonicalize, sourceOf } from '../canon';
import { NUMBER_WORDS } from '../lexicon';
import { someoneElsesAmount } from './scope';
import type { Found } from './text';

/** What the profile holds when the visitor answered about the budget without a figure. */
export const BUDGET_UNDECIDED = 'a definir';

const WORD = `(?:${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const WORDS = `${WORD}(?: e ${WORD})*`;
const DIGITS = '\\d{1,3}(?:\\.\\d{3})+(?:,\\d{1,2})?|\\d+(?:[.,]\\d+)?';
/** 'mil', 'k', slang 'pau' (a thousand), 'milhão'. */
const UNIT = '(?:milhoes|milhao|mi|mil|k|paus|pau)';
/** One amount: 'R$ 2.500', '2,5 mil', 'mil e quinhentos', 'dois mil e quinhentos', 'uns 5 pau', '10k'. */
const AMOUNT = `(r\\$\\s*)?(?:(meio|${DIGITS}|${WORDS})\\s*(${UNIT})?|(?<![\\d.,]\\s*)(${UNIT}))(?![a-z\\d])(?:(?<=[a-z]) e (${DIGITS}|${WORDS})(?![\\d.,]|\\s*(?:${UNIT}|reais)\\b))?(\\s*(?:reais|conto|contos|real))?`;
const BUDGET_RE = new RegExp(`(?<![a-z\\d.,$/])${AMOUNT}(?:\\s*(?:a|ate|e|ou|-|–)\\s*${AMOUNT})?`, 'g');
/** 'mil' followed by these counts people or things, not money (unless 'R$' or 'reais' is present). */
const COUNTED =
  /^\s*(de\s+)?(clientes|usuarios|seguidores|pessoas|visitas|visitantes|acessos|funcionarios|colaboradores|produtos|pedidos|leads|alunos|downloads|inscritos|unidades|itens|habitantes|km|metros|lojas|vendas|mensagens|contatos|pacientes|membros|views|visualizacoes|curtidas|horas|anos|dias|meses|semanas|paginas|skus)\b/;
/** 'faturamos 200 mil' is revenue, not budget. */
const REVENUE = /\b(fatur\w*|receita|lucro|vendemos|vende|vendo|vendas de|movimenta\w*)\b[^.!?]*$/;
const MONTHLY = /^\s*(por mes|ao mes|mensais|mensal|\/mes|todo mes|mensalmente|por mes de)\b/;
const GROUPED = /^\d{1,3}(\.\d{3})+/;
const MULTIPLIER: Record<string, number> = {
  mil: 1e3,
  k: 1e3,
  pau: 1e3,
  paus: 1e3,
  milhao: 1e6,
  milhoes: 1e6,
  mi: 1e6,
};

/** 'ainda não sei', 'não temos orçamento definido', 'prefiro não dizer o orçamento'. */
const UNDECIDED =
  /\b(ainda nao sei|nao sei( ainda)?|nao tenho (ideia|nocao)|sem (orcamento|valor|verba) definid[oa]|nao (temos|tenho) (um |uma )?(orcamento|valor|budget|verba) definid[oa]|(orcamento|valor|budget|verba) (ainda )?(nao )?(esta )?(a definir|indefinido|em aberto)|nao definimos|a definir|prefiro nao (dizer|falar|informar)|depende|ainda nao tenho (orcamento|valor|verba)|nao tenho (orcamento|valor|verba) ainda|em aberto|nao faco ideia)\b/;
const ABOUT_BUDGET = /\b(orcamento|investimento|investir|budget|valor|gastar|verba|quanto posso|pagar)\b/;

type Amount = { value: number; money: boolean; qualified: boolean };

/** '2.500' → 2500, '2,5' → 2.5, 'dois' → 2, 'vinte e cinco' → 25, 'meio' → 0.5. */
function numberOf(text: string): number {
  if (text === 'meio') return 0.5;
  if (/^\d/.test(text))
    return Number(GROUPED.test(text) ? text.replace(/\./g, '').replace(',', '.') : text.replace(',', '.'));
  return text.split(' e ').reduce((sum, word) => sum + (NUMBER_WORDS[word] ?? 0), 0);
}

function toAmount(parts: (string | undefined)[]): Amount & { unit?: string } {
  const [currency, num, unit, bareUnit, extra, reais] = parts;
  const base = num ? numberOf(num) : 1;
  const multiplier = MULTIPLIER[unit ?? bareUnit ?? ''] ?? 1;
  const value = base * multiplier + (extra && multiplier > 1 ? numberOf(extra) : 0);
  const money = Boolean(currency || reais);
  const isWord = num !== undefined && !/^\d/.test(num);
  const qualified = money || Boolean(unit || bareUnit) || (!isWord && num !== undefined && GROUPED.test(num));
  return { value, unit: unit ?? bareUnit, money, qualified };
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

function budgetFromMatch(match: RegExpMatchArray, after: string, monthly: boolean): string | undefined {
  const first = toAmount(match.slice(1, 7));
  const second = match[8] === undefined && match[10] === undefined ? undefined : toAmount(match.slice(7, 13));
  const counted = (amount: Amount) => !amount.money && COUNTED.test(after);
  if (second && (second.qualified || monthly) && !counted(second)) {
    const low = first.unit ? first.value : first.value * (MULTIPLIER[second.unit ?? ''] ?? 1);
    const high = second.value;
    if (low > 0 && low < high) return formatRange(low, high);
  }
  if (!(first.qualified || (monthly && first.value >= 50)) || (second === undefined && counted(first)))
    return undefined;
  return first.value > 0 ? formatAmount(first.value) : undefined;
}

export function findBudget(input: string | Canon, { expecting = false } = {}): Found | undefined {
  const canon = typeof input === 'string' ? canonicalize(input) : input;
  const norm = canon.text;
  for (const match of norm.matchAll(BUDGET_RE)) {
    if (!match[0].trim()) continue;
    if (REVENUE.test(norm.slice(Math.max(0, match.index - 30), match.index))) continue;
    if (someoneElsesAmount(canon, match.index)) continue;
    const after = norm.slice(match.index + match[0].length);
    const monthly = MONTHLY.exec(after);
    const budget = budgetFromMatch(match, after, Boolean(monthly));
    if (!budget) continue;
    const end = match.index + match[0].length + (monthly?.[0].length ?? 0);
    return {
      value: monthly ? `${budget} por mês` : budget,
      evidence: sourceOf(canon, match.index, end),
      confidence: 0.9,
    };
  }
  const undecided = UNDECIDED.exec(norm);
  if (undecided && (expecting || ABOUT_BUDGET.test(norm))) {
    return {
      value: BUDGET_UNDECIDED,
      evidence: sourceOf(canon, undecided.index, undecided.index + undecided[0].length),
      confidence: 0.9,
    };
  }
  return undefined;
}

/** A bare number needs 'R$', 'reais', 'mil'/'k' or thousands dots to count; '10 mil seguidores' is not money. */
export function extractBudget(text: string): string | undefined {
  return findBudget(text)?.value;
}
