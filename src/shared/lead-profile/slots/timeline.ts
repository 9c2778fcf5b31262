/**
 * Deadline, normalised in America/Sao_Paulo from an injectable clock: a label ('antes do Natal',
 * '3 semanas', 'urgente', 'sem pressa') and, when the words name one, the date (yyyy-MM-dd).
 */
import { saoPauloDay } from '@shared/format';
import { normalizeText } from '../normalize';
import { evidenceOf, type Found } from './text';

export type Timeline = { label: string; deadline?: string };

export const TIMELINE_URGENT = 'urgente';
export const TIMELINE_FLEXIBLE = 'sem pressa';

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
const UNIT_LABELS: Record<string, [string, string]> = {
  dia: ['dia', 'dias'],
  sem: ['semana', 'semanas'],
  mes: ['mês', 'meses'],
  ano: ['ano', 'anos'],
};
const MONTHS = [
  'janeiro',
  'fevereiro',
  'marco',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const MONTH_LABELS = ['janeiro', 'fevereiro', 'março', ...MONTHS.slice(3)];
const MONTH_RE = new RegExp(
  `\\b(ate|em|para|pra|antes de|no inicio de|no fim de|no final de|ate o fim de|ate o final de)\\s+(${MONTHS.join('|')})\\b`,
);
const URGENT =
  /\b(urgente|urgencia|pra ontem|para ontem|o quanto antes|o mais rapido possivel|o mais rapido|imediatamente|asap|pra hoje|para hoje|pra amanha|para amanha)\b/;
const FLEXIBLE =
  /\b(sem pressa|nao (tenho|temos|ha) pressa|sem prazo( definido)?|sem urgencia|com calma|sem correria)\b/;
const CHRISTMAS = /\b(antes do|ate o|pro|para o|no) natal\b/;
const YEAR_END = /\b(fim|final) do ano\b|\bate dezembro\b/;
const THIS_MONTH = /\b(este|esse|neste|nesse) mes\b|\b(fim|final) do mes\b/;
const NEXT_MONTH = /\b(proximo mes|mes que vem)\b/;
const NEXT_WEEK = /\b(proxima semana|semana que vem)\b/;
const THIS_WEEK = /\b(esta|essa|nesta|nessa) semana\b/;

type Day = { year: number; month: number; day: number };

function today(now: Date): Day {
  const [year, month, day] = saoPauloDay(now).split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Calendar arithmetic on São Paulo days (UTC noon avoids any offset surprise). */
function addDays(day: Day, days: number): string {
  return iso(new Date(Date.UTC(day.year, day.month - 1, day.day + days, 12)));
}

function addMonths(day: Day, months: number): string {
  const target = new Date(Date.UTC(day.year, day.month - 1 + months, 1, 12));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12)).getUTCDate();
  target.setUTCDate(Math.min(day.day, last));
  return iso(target);
}

/** Last day of `month` (1-12) of `year`. */
function endOfMonth(year: number, month: number): string {
  return iso(new Date(Date.UTC(year, month, 0, 12)));
}

/** The next `month` from today (this year while it has not ended). */
function upcomingYear(day: Day, month: number): number {
  return month >= day.month ? day.year : day.year + 1;
}

const withDate = (label: string, deadline: string, evidence: string): Found<Timeline> => ({
  value: { label, deadline },
  evidence,
});

function dated(norm: string, text: string, day: Day): Found<Timeline> | undefined {
  const at = (match: RegExpExecArray) => evidenceOf(text, match.index, match[0].length);
  let match = CHRISTMAS.exec(norm);
  if (match) {
    const year = day.month === 12 && day.day > 24 ? day.year + 1 : day.year;
    return withDate('antes do Natal', `${year}-12-24`, at(match));
  }
  match = YEAR_END.exec(norm);
  if (match) return withDate('até o fim do ano', `${day.year}-12-31`, at(match));
  match = DURATION.exec(norm);
  if (match) {
    const amount = DURATION_NUMBERS[match[1]!] ?? Number(match[1]);
    const unit = match[2]!.slice(0, 3);
    const labels = UNIT_LABELS[unit];
    if (amount > 0 && labels) {
      const label = `${amount} ${amount === 1 ? labels[0] : labels[1]}`;
      const deadline =
        unit === 'dia'
          ? addDays(day, amount)
          : unit === 'sem'
            ? addDays(day, amount * 7)
            : addMonths(day, unit === 'mes' ? amount : amount * 12);
      return withDate(label, deadline, at(match));
    }
  }
  match = MONTH_RE.exec(norm);
  if (match) {
    const index = MONTHS.indexOf(match[2]!);
    const month = index + 1;
    const year = upcomingYear(day, month);
    if (match[1] === 'antes de') {
      const deadline = month === 1 ? `${year - 1}-12-31` : endOfMonth(year, month - 1);
      return withDate(`antes de ${MONTH_LABELS[index]}`, deadline, at(match));
    }
    return withDate(`até ${MONTH_LABELS[index]}`, endOfMonth(year, month), at(match));
  }
  match = THIS_MONTH.exec(norm);
  if (match) return withDate('este mês', endOfMonth(day.year, day.month), at(match));
  match = NEXT_MONTH.exec(norm);
  if (match) {
    const next =
      day.month === 12 ? { year: day.year + 1, month: 1 } : { year: day.year, month: day.month + 1 };
    return withDate('próximo mês', endOfMonth(next.year, next.month), at(match));
  }
  match = NEXT_WEEK.exec(norm);
  if (match) return withDate('próxima semana', addDays(day, 7), at(match));
  match = THIS_WEEK.exec(norm);
  if (match) {
    const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day, 12)).getUTCDay();
    return withDate('esta semana', addDays(day, (6 - weekday + 7) % 7), at(match));
  }
  return undefined;
}

export function findTimeline(text: string, now: Date = new Date()): Found<Timeline> | undefined {
  const norm = normalizeText(text);
  const urgent = URGENT.exec(norm);
  const date = dated(norm, text, today(now));
  if (date && !urgent) return date;
  if (urgent)
    return { value: { label: TIMELINE_URGENT }, evidence: evidenceOf(text, urgent.index, urgent[0].length) };
  const flexible = FLEXIBLE.exec(norm);
  if (flexible) {
    return {
      value: { label: TIMELINE_FLEXIBLE },
      evidence: evidenceOf(text, flexible.index, flexible[0].length),
    };
  }
  return undefined;
}

/** The timeline label: 'urgente', 'este mês', 'próximo mês', 'em 2 semanas' → '2 semanas', 'antes do Natal'. */
export function extractTimeline(text: string, now: Date = new Date()): string | undefined {
  return findTimeline(text, now)?.value.label;
}
