/**
 * The Brazilian calendar for the behavioural suite (issue 29): civil dates, Easter by the Gregorian
 * computus, and the holidays and commercial dates visitors set deadlines by, so every expected date
 * is computed rather than typed. Evaluation code only: the assistant's rules must not import it (the
 * suite would then grade the rules with themselves).
 */

/** A day on the calendar, without time or zone: 'YYYY-MM-DD' in America/Sao_Paulo wall time. */
export type CivilDate = { year: number; month: number; day: number };

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

export function civil(year: number, month: number, day: number): CivilDate {
  const utc = new Date(Date.UTC(year, month - 1, day));
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

export function parseCivil(iso: string): CivilDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) throw new Error(`not a date: ${iso}`);
  return civil(Number(match[1]), Number(match[2]), Number(match[3]));
}

export const isoDate = (date: CivilDate) => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

const ordinal = (date: CivilDate) => Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;

export const compareCivil = (a: CivilDate, b: CivilDate) => ordinal(a) - ordinal(b);

export const addDays = (date: CivilDate, days: number) => civil(date.year, date.month, date.day + days);

export function lastDayOfMonth(year: number, month: number): CivilDate {
  return civil(year, month + 1, 0);
}

/** Same day N months later, clamped to the month's last day (31/01 + 1 month → 28/02). */
export function addMonths(date: CivilDate, months: number): CivilDate {
  const first = civil(date.year, date.month + months, 1);
  const last = lastDayOfMonth(first.year, first.month).day;
  return civil(first.year, first.month, Math.min(date.day, last));
}

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: CivilDate) =>
  new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

/** The n-th given weekday of a month (n ≥ 1). */
export function nthWeekday(year: number, month: number, day: number, n: number): CivilDate {
  const first = civil(year, month, 1);
  const offset = (day - weekday(first) + 7) % 7;
  return civil(year, month, 1 + offset + (n - 1) * 7);
}

/**
 * Easter Sunday in the Gregorian calendar (the anonymous computus of 1876, "Meeus/Jones/Butcher").
 * Valid for every year from 1583.
 */
export function easter(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return civil(year, month, day);
}

export type HolidayId =
  | 'confraternizacao'
  | 'carnaval'
  | 'sexta-santa'
  | 'pascoa'
  | 'tiradentes'
  | 'dia-do-trabalho'
  | 'dia-das-maes'
  | 'dia-dos-namorados'
  | 'corpus-christi'
  | 'sao-joao'
  | 'dia-dos-pais'
  | 'independencia'
  | 'dia-das-criancas'
  | 'finados'
  | 'proclamacao'
  | 'consciencia-negra'
  | 'black-friday'
  | 'natal'
  | 'reveillon';

export type Holiday = {
  id: HolidayId;
  /** How visitors name it, after 'pro', 'até o', 'antes do' (each with its article). */
  names: { text: string; article: 'o' | 'a' }[];
  /** Its (first) day in a year. */
  date: (year: number) => CivilDate;
};

/**
 * National holidays, the commercial dates of Brazilian retail and the seasons visitors plan around.
 * Carnaval is dated from its Saturday (Easter − 50), when the festivities and the commerce break start;
 * its Tuesday is Easter − 47. Black Friday is the Friday after the fourth Thursday of November.
 */
export const HOLIDAYS: Holiday[] = [
  {
    id: 'confraternizacao',
    names: [{ text: 'ano novo', article: 'o' }],
    date: (year) => civil(year, 1, 1),
  },
  {
    id: 'carnaval',
    names: [{ text: 'carnaval', article: 'o' }],
    date: (year) => addDays(easter(year), -50),
  },
  {
    id: 'sexta-santa',
    names: [{ text: 'sexta-feira santa', article: 'a' }],
    date: (year) => addDays(easter(year), -2),
  },
  { id: 'pascoa', names: [{ text: 'páscoa', article: 'a' }], date: easter },
  {
    id: 'tiradentes',
    names: [{ text: 'feriado de tiradentes', article: 'o' }],
    date: (year) => civil(year, 4, 21),
  },
  {
    id: 'dia-do-trabalho',
    names: [
      { text: 'dia do trabalhador', article: 'o' },
      { text: 'feriado de 1º de maio', article: 'o' },
    ],
    date: (year) => civil(year, 5, 1),
  },
  {
    id: 'dia-das-maes',
    names: [{ text: 'dia das mães', article: 'o' }],
    date: (year) => nthWeekday(year, 5, 0, 2),
  },
  {
    id: 'dia-dos-namorados',
    names: [{ text: 'dia dos namorados', article: 'o' }],
    date: (year) => civil(year, 6, 12),
  },
  {
    id: 'corpus-christi',
    names: [
      { text: 'corpus christi', article: 'o' },
      { text: 'feriado de corpus christi', article: 'o' },
    ],
    date: (year) => addDays(easter(year), 60),
  },
  {
    id: 'sao-joao',
    names: [{ text: 'são joão', article: 'o' }],
    date: (year) => civil(year, 6, 24),
  },
  {
    id: 'dia-dos-pais',
    names: [{ text: 'dia dos pais', article: 'o' }],
    date: (year) => nthWeekday(year, 8, 0, 2),
  },
  {
    id: 'independencia',
    names: [
      { text: '7 de setembro', article: 'o' },
      { text: 'feriado da independência', article: 'o' },
    ],
    date: (year) => civil(year, 9, 7),
  },
  {
    id: 'dia-das-criancas',
    names: [{ text: 'dia das crianças', article: 'o' }],
    date: (year) => civil(year, 10, 12),
  },
  {
    id: 'finados',
    names: [{ text: 'feriado de finados', article: 'o' }],
    date: (year) => civil(year, 11, 2),
  },
  {
    id: 'proclamacao',
    names: [{ text: 'feriado de 15 de novembro', article: 'o' }],
    date: (year) => civil(year, 11, 15),
  },
  {
    id: 'consciencia-negra',
    names: [{ text: 'dia da consciência negra', article: 'o' }],
    date: (year) => civil(year, 11, 20),
  },
  {
    id: 'black-friday',
    names: [
      { text: 'black friday', article: 'a' },
      { text: 'blackfriday', article: 'a' },
    ],
    date: (year) => addDays(nthWeekday(year, 11, 4, 4), 1),
  },
  { id: 'natal', names: [{ text: 'natal', article: 'o' }], date: (year) => civil(year, 12, 25) },
  {
    id: 'reveillon',
    names: [
      { text: 'réveillon', article: 'o' },
      { text: 'virada do ano', article: 'a' },
    ],
    date: (year) => civil(year, 12, 31),
  },
];

export function holiday(id: HolidayId): Holiday {
  const found = HOLIDAYS.find((item) => item.id === id);
  if (!found) throw new Error(`unknown holiday ${id}`);
  return found;
}

/** The holiday's next date strictly after `today` (a holiday already past this year is next year's). */
export function nextHoliday(id: HolidayId, today: CivilDate): CivilDate {
  const { date } = holiday(id);
  const thisYear = date(today.year);
  return compareCivil(thisYear, today) > 0 ? thisYear : date(today.year + 1);
}
