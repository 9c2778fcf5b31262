/**
 * Deadline, normalised in America/Sao_Paulo from the conversation's clock (issue 29): a label and,
 * whenever the words name one, the date (yyyy-MM-dd). Explicit days go through chrono-node's
 * Portuguese parser ('até 15/03', 'dia 20/02', '30 de janeiro'); holidays, commercial dates and
 * seasons through the Brazilian calendar (../calendar); quarters, semesters, months, 'semana que vem',
 * 'daqui 2 meses' here. Annotation conventions (tests/eval/chat/held-out/README.md): 'pro/até o X' is
 * the day of X, 'antes do X' the day before; a month, quarter or semester means its last day.
 * A date said without a deadline cue ('o carnaval é a nossa época mais forte', 'Café 13 de Maio') is
 * not a deadline.
 */
import * as chrono from 'chrono-node';
import { saoPauloDay } from '@shared/format';
import {
  compareDays,
  type Day,
  isoDay,
  lastDayOf,
  makeDay,
  NAMED_DATES,
  nextDayMonth,
  nextNamedDate,
  quarterEnd,
  shiftDays,
  shiftMonths,
  weekdayOf,
} from '../calendar';
import { type Canon, canonicalize, sourceOf } from '../canon';
import { MONTHS, NUMBER_WORDS } from '../lexicon';
import type { Found } from './text';

export type Timeline = { label: string; deadline?: string };

export const TIMELINE_URGENT = 'urgente';
export const TIMELINE_FLEXIBLE = 'sem pressa';

const MONTH_LABELS = ['janeiro', 'fevereiro', 'março', ...MONTHS.slice(3)];
const MONTH = `(${MONTHS.join('|')})`;
const COUNT = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;

/** Words before a date that make it a deadline. 'antes' moves it one day earlier. */
const STRONG_CUE =
  '(?:ate|pro|pra|para|antes|prazo|entrega|lancar|lancamento|inaugurar|inauguracao|pronto|pronta)';
const CUE_BEFORE = new RegExp(
  `(?:^|\\b)(?:${STRONG_CUE}|no|na|em|dia|o|a|do|da|de)(?:\\s+(?:o|a|do|da|de|dia|no|na|ate|final|fim|inicio|comeco|meados))*\\s*:?\\s*$`,
);
/** A deadline sentence: the date may follow 'no'/'na'/'em' ('queremos lançar no carnaval'). */
const DEADLINE_WORDS =
  /\b(prazo|pronto|pronta|prontos|lancar|lancamento|lancem|entregar|entrega|entregue|inaugur\w*|abrir|abertura|precis\w*|quero|queremos|queria|gostaria|tem que|tenho que|temos que|estrear|estreia|no ar|funcionando|rodando|dar tempo|da tempo)\b/;

const URGENT =
  /\b(urgente|urgentissimo|urgentissima|urgencia|pra ontem|para ontem|o quanto antes|quanto antes|o mais rapido possivel|mais rapido possivel|o mais rapido|o mais breve possivel|imediatamente|imediato|asap|pra hoje|para hoje|pra amanha|para amanha|correndo|ja pra ontem)\b/;
const FLEXIBLE =
  /\b(sem pressa|nao (tenho|temos|ha|tem) (nenhuma )?pressa|sem prazo( definido)?|sem urgencia|com calma|sem correria|nao (e|eh|esta) urgente|tranquilo quanto ao prazo|prazo (e )?tranquilo|prazo flexivel)\b/;

type Candidate = { index: number; length: number; label: string; deadline?: Day };

function todayOf(now: Date): Day {
  const [year, month, day] = saoPauloDay(now).split('-').map(Number) as [number, number, number];
  return makeDay(year, month, day);
}

function cueBefore(
  text: string,
  index: number,
): { cue: boolean; before: boolean; strong: boolean; start: number } {
  const prefix = text.slice(Math.max(0, index - 40), index);
  const clause = prefix.split(/[.!?;]/).at(-1) ?? '';
  const match = CUE_BEFORE.exec(clause);
  if (!match) return { cue: false, before: false, strong: false, start: index };
  const cue = match[0];
  const lead = /^\s*/.exec(cue)![0].length;
  return {
    start: index - cue.length + lead,
    cue: true,
    before: /\bantes\b/.test(cue),
    strong: new RegExp(`\\b${STRONG_CUE}\\b`).test(cue),
  };
}

/** The sentence around `index`, to look for deadline words. */
function sentenceAt(text: string, index: number): string {
  const start =
    Math.max(text.lastIndexOf('.', index), text.lastIndexOf('!', index), text.lastIndexOf('?', index - 1)) +
    1;
  const ends = ['.', '!', '?'].map((mark) => text.indexOf(mark, index)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}

const formatDay = (day: Day) => `${String(day.day).padStart(2, '0')}/${String(day.month).padStart(2, '0')}`;

/** Holidays, commercial dates and seasons after a cue ('pro carnaval', 'antes do dia das mães'). */
function namedDates(text: string, today: Day): Candidate[] {
  const found: Candidate[] = [];
  for (const named of NAMED_DATES) {
    for (const match of text.matchAll(new RegExp(`\\b(?:${named.pattern})\\b`, 'g'))) {
      const cue = cueBefore(text, match.index);
      if (!cue.cue) continue;
      if (!cue.strong && !DEADLINE_WORDS.test(sentenceAt(text, match.index))) continue;
      // 'tiradentes' alone is also a town: only 'feriado de tiradentes' or after a strong cue.
      if (named.id === 'tiradentes' && !cue.strong && !match[0].startsWith('feriado')) continue;
      // 'a Black Friday do ano que vem', 'o carnaval de 2028': that year's.
      const after = text.slice(match.index + match[0].length);
      const year = /^\s+(?:do|de) (?:ano que vem|proximo ano)\b/.test(after)
        ? today.year + 1
        : Number(/^\s+de (\d{4})\b/.exec(after)?.[1] ?? 0);
      const day = year ? named.on(year) : nextNamedDate(named, today);
      const deadline = cue.before ? shiftDays(day, -1) : day;
      found.push({
        index: cue.start,
        length: match.index + match[0].length - cue.start,
        label: '',
        deadline,
      });
    }
  }
  return found;
}

/** Explicit days through chrono-node's Portuguese parser: '15/03', '20/02/2027', '30 de janeiro'. */
function explicitDays(text: string, now: Date, today: Day): Candidate[] {
  // chrono's Portuguese months are accented ('março'); the canonical text is not.
  const input = text.replace(/\bmarco\b/g, 'março');
  const results = chrono.pt.parse(
    input,
    { instant: now, timezone: 'America/Sao_Paulo' },
    { forwardDate: true },
  );
  const found: Candidate[] = [];
  for (const result of results) {
    const { start } = result;
    if (!start.isCertain('day') || !start.isCertain('month') || !/\d/.test(result.text)) continue;
    const cue = cueBefore(text, result.index);
    if (!cue.cue) continue;
    if (!cue.strong && !DEADLINE_WORDS.test(sentenceAt(text, result.index))) continue;
    const month = start.get('month')!;
    const dayOfMonth = start.get('day')!;
    let day = start.isCertain('year')
      ? makeDay(start.get('year')!, month, dayOfMonth)
      : nextDayMonth(today, dayOfMonth, month);
    if (compareDays(day, today) <= 0 && !start.isCertain('year'))
      day = nextDayMonth(today, dayOfMonth, month);
    const deadline = cue.before ? shiftDays(day, -1) : day;
    found.push({ index: result.index, length: result.text.length, label: `até ${formatDay(day)}`, deadline });
  }
  return found;
}

/** 'até o dia 5', 'dia 20', 'dia 15 do mês que vem': a day of this month or the next. */
function bareDays(text: string, today: Day): Candidate[] {
  const found: Candidate[] = [];
  const pattern = /\bdia (\d{1,2})(?!\d|\s*(?:\/|de\s+[a-z]))(\s+do (?:mes que vem|proximo mes))?\b/g;
  for (const match of text.matchAll(pattern)) {
    const dayOfMonth = Number(match[1]);
    if (dayOfMonth < 1 || dayOfMonth > 31) continue;
    const cue = cueBefore(text, match.index);
    if (!cue.strong && !DEADLINE_WORDS.test(sentenceAt(text, match.index))) continue;
    let day: Day;
    if (match[2]) day = makeDay(today.year, today.month + 1, dayOfMonth);
    else {
      day = makeDay(today.year, today.month, dayOfMonth);
      if (dayOfMonth <= today.day) day = makeDay(today.year, today.month + 1, dayOfMonth);
    }
    const deadline = cue.before ? shiftDays(day, -1) : day;
    found.push({ index: match.index, length: match[0].length, label: `até ${formatDay(day)}`, deadline });
  }
  return found;
}

const ORDINALS: Record<string, number> = {
  primeiro: 1,
  '1o': 1,
  '1': 1,
  segundo: 2,
  '2o': 2,
  '2': 2,
  terceiro: 3,
  '3o': 3,
  '3': 3,
  quarto: 4,
  '4o': 4,
  '4': 4,
  ultimo: 4,
};

/** Quarters and semesters: 'próximo trimestre', 'Q2', 'primeiro trimestre de 2027', 'segundo semestre'. */
function periods(text: string, today: Day): Candidate[] {
  const found: Candidate[] = [];
  const quarter = Math.ceil(today.month / 3);
  const add = (match: RegExpExecArray | RegExpMatchArray, label: string, day: Day) =>
    found.push({ index: match.index!, length: match[0].length, label, deadline: day });
  for (const match of text.matchAll(
    /\b(?:proximo|que vem|seguinte) trimestre\b|\btrimestre (?:que vem|seguinte)\b/g,
  )) {
    add(
      match,
      'próximo trimestre',
      quarter === 4 ? quarterEnd(today.year + 1, 1) : quarterEnd(today.year, quarter + 1),
    );
  }
  for (const match of text.matchAll(
    /\b(?:fim|final) (?:do|deste|desse) trimestre\b|\b(?:este|esse|neste|nesse) trimestre\b/g,
  )) {
    add(match, 'este trimestre', quarterEnd(today.year, quarter));
  }
  const nth =
    /\b(?:(primeiro|segundo|terceiro|quarto|ultimo|[1-4]o?)\s+trimestre|q([1-4]))(?:\s+(?:de|do ano que vem)\s*(\d{4})?)?\b/g;
  for (const match of text.matchAll(nth)) {
    const which = match[1] ? ORDINALS[match[1]]! : Number(match[2]);
    let year = match[3] ? Number(match[3]) : today.year;
    if (!match[3] && compareDays(quarterEnd(year, which), today) < 0) year += 1;
    if (/ano que vem/.test(match[0])) year = today.year + 1;
    add(match, `${which}º trimestre`, quarterEnd(year, which));
  }
  const semester =
    /\b(primeiro|segundo|1o?|2o?)\s+semestre(?:\s+de\s+(\d{4}))?\b|\b(proximo|que vem) semestre\b|\bsemestre que vem\b/g;
  for (const match of text.matchAll(semester)) {
    const half = match[1] ? ORDINALS[match[1]]! : today.month <= 6 ? 2 : 1;
    let year = match[2] ? Number(match[2]) : today.year;
    if (!match[1] && half === 1) year = today.year + 1;
    if (match[1] && !match[2] && compareDays(lastDayOf(year, half * 6), today) < 0) year += 1;
    add(match, `${half}º semestre`, lastDayOf(year, half * 6));
  }
  return found;
}

/** Month names: 'em março', 'até janeiro', 'fim de fevereiro', 'antes de abril'. */
function months(text: string, today: Day): Candidate[] {
  const found: Candidate[] = [];
  const pattern = new RegExp(
    `\\b(ate|em|para|pra|pro|antes de|no inicio de|no comeco de|no fim de|no final de|ate o fim de|ate o final de|fim de|final de|meados de|inicio de|comeco de|prazo|mes de)\\s+(?:o mes de\\s+)?${MONTH}\\b(?!\\s*\\d)`,
    'g',
  );
  for (const match of text.matchAll(pattern)) {
    const index = MONTHS.indexOf(match[2]!);
    const month = index + 1;
    const year = month >= today.month ? today.year : today.year + 1;
    if (match[1] === 'antes de') {
      found.push({
        index: match.index,
        length: match[0].length,
        label: `antes de ${MONTH_LABELS[index]}`,
        deadline: month === 1 ? makeDay(year - 1, 12, 31) : lastDayOf(year, month - 1),
      });
    } else {
      found.push({
        index: match.index,
        length: match[0].length,
        label: `até ${MONTH_LABELS[index]}`,
        deadline: lastDayOf(year, month),
      });
    }
  }
  return found;
}

/** 'daqui 2 meses', 'em 3 semanas', 'dentro de 15 dias' (not 'há 3 anos', '15 anos de mercado'). */
const DURATION = new RegExp(
  `(?<!\\b(?:ha|faz|desde|tem|temos|tenho|durante|por)\\s(?:uns |umas )?)\\b(?:uns |umas )?${COUNT}\\s+(dias?|semanas?|mes|meses|anos?)\\b(?!\\s+(?:atras|de (?:experiencia|mercado|empresa|casa|vida|contrato|garantia)|que|no mercado))`,
  'g',
);
const UNIT_LABELS: Record<string, [string, string]> = {
  dia: ['dia', 'dias'],
  sem: ['semana', 'semanas'],
  mes: ['mês', 'meses'],
  ano: ['ano', 'anos'],
};

function durations(text: string, today: Day): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(DURATION)) {
    const amount = NUMBER_WORDS[match[1]!] ?? Number(match[1]);
    const unit = match[2]!.slice(0, 3);
    const labels = UNIT_LABELS[unit];
    if (!(amount > 0) || !labels || amount > (unit === 'dia' ? 365 : unit === 'sem' ? 52 : 36)) continue;
    const deadline =
      unit === 'dia'
        ? shiftDays(today, amount)
        : unit === 'sem'
          ? shiftDays(today, amount * 7)
          : shiftMonths(today, unit === 'mes' ? amount : amount * 12);
    found.push({
      index: match.index,
      length: match[0].length,
      label: `${amount} ${amount === 1 ? labels[0] : labels[1]}`,
      deadline,
    });
  }
  return found;
}

const RELATIVE: [RegExp, string, (today: Day) => Day][] = [
  [
    /\b(?:fim|final) do mes que vem\b|\b(?:fim|final) do proximo mes\b/g,
    'próximo mês',
    (t) => lastDayOf(t.year, t.month + 1),
  ],
  [/\bproximo mes\b|\bmes que vem\b|\bmes seguinte\b/g, 'próximo mês', (t) => lastDayOf(t.year, t.month + 1)],
  [
    /\b(?:este|esse|neste|nesse) mes\b|\b(?:fim|final) do mes\b|\b(?:fim|final) deste mes\b/g,
    'este mês',
    (t) => lastDayOf(t.year, t.month),
  ],
  [/\bproxima semana\b|\bsemana que vem\b|\bsemana seguinte\b/g, 'próxima semana', (t) => shiftDays(t, 7)],
  [
    /\b(?:esta|essa|nesta|nessa) semana\b|\b(?:fim|final) (?:da|desta|dessa) semana\b/g,
    'esta semana',
    (t) => shiftDays(t, (6 - weekdayOf(t) + 7) % 7),
  ],
  [
    /\b(?:fim|final) (?:do|deste|desse) ano\b|\bate dezembro\b|\bfim de ano\b/g,
    'até o fim do ano',
    (t) => makeDay(t.year, 12, 31),
  ],
];

function relative(text: string, today: Day): Candidate[] {
  const found: Candidate[] = [];
  for (const [pattern, label, date] of RELATIVE) {
    for (const match of text.matchAll(pattern)) {
      // 'o mês que vem' inside 'dia 15 do mês que vem' belongs to the day.
      if (/dia \d{1,2} do $/.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
      found.push({ index: match.index, length: match[0].length, label, deadline: date(today) });
    }
  }
  return found;
}

/** The deadline candidates of a canonical text, earliest first; overlapping readings keep the longest. */
function candidates(text: string, now: Date): Candidate[] {
  const today = todayOf(now);
  const all = [
    ...namedDates(text, today),
    ...explicitDays(text, now, today),
    ...bareDays(text, today),
    ...periods(text, today),
    ...months(text, today),
    ...relative(text, today),
    ...durations(text, today),
  ].sort((a, b) => a.index - b.index || b.length - a.length);
  const kept: Candidate[] = [];
  for (const candidate of all) {
    const overlaps = kept.some(
      (other) =>
        candidate.index < other.index + other.length && other.index < candidate.index + candidate.length,
    );
    if (!overlaps) kept.push(candidate);
  }
  return kept;
}

export function findTimeline(input: string | Canon, now: Date = new Date()): Found<Timeline> | undefined {
  const canon = typeof input === 'string' ? canonicalize(input) : input;
  const { text } = canon;
  const dated = candidates(text, now)[0];
  if (dated) {
    const evidence = sourceOf(canon, dated.index, dated.index + dated.length);
    // A holiday's label is the visitor's words ('antes do Natal', 'pro carnaval').
    return {
      value: { label: dated.label || evidence, deadline: dated.deadline && isoDay(dated.deadline) },
      evidence,
      confidence: 0.9,
    };
  }
  const urgent = URGENT.exec(text);
  if (urgent) {
    return {
      value: { label: TIMELINE_URGENT },
      evidence: sourceOf(canon, urgent.index, urgent.index + urgent[0].length),
    };
  }
  const flexible = FLEXIBLE.exec(text);
  if (flexible) {
    return {
      value: { label: TIMELINE_FLEXIBLE },
      evidence: sourceOf(canon, flexible.index, flexible.index + flexible[0].length),
    };
  }
  return undefined;
}

/** The timeline label: 'urgente', 'este mês', 'próximo mês', 'em 2 semanas' → '2 semanas', 'até natal'. */
export function extractTimeline(text: string, now: Date = new Date()): string | undefined {
  return findTimeline(text, now)?.value.label;
}
