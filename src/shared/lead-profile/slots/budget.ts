/**
 * Budget normalised to reais: '8 mil', 'R$ 8.000', 'uns 10k', 'entre 5 e 10 mil', '3k por mês', and
 * 'a definir' when the visitor says they do not know it yet (or prefer not to say).
 */
import { normalizeText } from '../normalize';
import { evidenceOf, type Found } from './text';

/** What the profile holds when the visitor answered about the budget without a figure. */
export const BUDGET_UNDECIDED = 'a definir';

const NUMBER_WORDS: Record<string, number> = {
  um: 1,
  dois: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
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
  /^\s*(de\s+)?(clientes|usuarios|seguidores|pessoas|visitas|visitantes|acessos|funcionarios|colaboradores|produtos|pedidos|leads|alunos|downloads|inscritos|unidades|itens|habitantes|km|metros|lojas|vendas)\b/;
/** 'faturamos 200 mil' is revenue, not budget. */
const REVENUE = /\b(fatur\w*|receita|lucro|vendemos|vendas de)\b[^.!?]*$/;
const MONTHLY = /^\s*(por mes|ao mes|mensais|mensal|\/mes|todo mes|mensalmente)\b/;
const GROUPED = /^\d{1,3}(\.\d{3})+/;
const MULTIPLIER: Record<string, number> = { mil: 1e3, k: 1e3, milhao: 1e6, milhoes: 1e6 };

/** 'ainda não sei', 'não temos orçamento definido', 'prefiro não dizer o orçamento'. */
const UNDECIDED =
  /\b(ainda nao sei|nao sei( ainda)?|nao tenho (ideia|nocao)|sem (orcamento|valor) definido|nao (temos|tenho) (um )?(orcamento|valor|budget) definido|(orcamento|valor|budget) (ainda )?(nao )?(esta )?(a definir|indefinido)|nao definimos|a definir|prefiro nao (dizer|falar|informar)|depende)\b/;
const ABOUT_BUDGET = /\b(orcamento|investimento|investir|budget|valor|gastar|verba)\b/;

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
  const first = toAmount(match[1], match[2]!, match[3], match[4]);
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

export function findBudget(text: string, { expecting = false } = {}): Found | undefined {
  const norm = normalizeText(text);
  for (const match of norm.matchAll(BUDGET_RE)) {
    if (REVENUE.test(norm.slice(Math.max(0, match.index - 30), match.index))) continue;
    const after = norm.slice(match.index + match[0].length);
    const budget = budgetFromMatch(match, after);
    if (!budget) continue;
    const monthly = MONTHLY.exec(after);
    return {
      value: monthly ? `${budget} por mês` : budget,
      evidence: evidenceOf(text, match.index, match[0].length + (monthly?.[0].length ?? 0)),
    };
  }
  const undecided = UNDECIDED.exec(norm);
  if (undecided && (expecting || ABOUT_BUDGET.test(norm))) {
    return { value: BUDGET_UNDECIDED, evidence: evidenceOf(text, undecided.index, undecided[0].length) };
  }
  return undefined;
}

/** A bare number needs 'R$', 'reais', 'mil'/'k' or thousands dots to count; '10 mil seguidores' is not money. */
export function extractBudget(text: string): string | undefined {
  return findBudget(text)?.value;
}
