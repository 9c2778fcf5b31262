/**
 * The Brazilian calendar the timeline slot reads deadlines by (issue 29): civil days in
 * America/Sao_Paulo, Easter by the Gregorian computus, and the holidays, commercial dates and seasons
 * visitors name ('pro carnaval', 'antes do dia das mães', 'até a Black Friday'). Written apart from the
 * evaluation's own calendar (src/server/chat/eval/behavioural/calendar.ts), which grades this one.
 */

/** A day on the calendar: year, month 1–12, day 1–31. */
export type Day = { year: number; month: number; day: number };

export function makeDay(year: number, month: number, day: number): Day {
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export const isoDay = (day: Day) =>
  `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

export const shiftDays = (day: Day, days: number) => makeDay(day.year, day.month, day.day + days);

const serial = (day: Day) => Date.UTC(day.year, day.month - 1, day.day) / 86_400_000;

/** Negative when `a` is before `b`. */
export const compareDays = (a: Day, b: Day) => serial(a) - serial(b);

export const lastDayOf = (year: number, month: number) => makeDay(year, month + 1, 0);

/** The same day `months` later, clamped to the end of the month (31/01 + 1 → 28/02). */
export function shiftMonths(day: Day, months: number): Day {
  const first = makeDay(day.year, day.month + months, 1);
  return makeDay(first.year, first.month, Math.min(day.day, lastDayOf(first.year, first.month).day));
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: Day) => new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();

/** The `nth` `weekday` of a month ('second Sunday of May'). */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Day {
  const offset = (weekday - weekdayOf(makeDay(year, month, 1)) + 7) % 7;
  return makeDay(year, month, 1 + offset + (nth - 1) * 7);
}

/** Easter Sunday (Gregorian computus, after Gauss as corrected for the Gregorian calendar). */
export function easterSunday(year: number): Day {
  const golden = year % 19;
  const century = Math.floor(year / 100);
  const skippedLeaps = Math.floor(century / 4);
  const correction = Math.floor((century - Math.floor((century + 8) / 25) + 1) / 3);
  const epact = (19 * golden + century - skippedLeaps - correction + 15) % 30;
  const yearInCentury = year % 100;
  const weekdayShift =
    (32 + 2 * (century % 4) + 2 * Math.floor(yearInCentury / 4) - epact - (yearInCentury % 4)) % 7;
  const lateCorrection = Math.floor((golden + 11 * epact + 22 * weekdayShift) / 451);
  const value = epact + weekdayShift - 7 * lateCorrection + 114;
  return makeDay(year, Math.floor(value / 31), (value % 31) + 1);
}

/**
 * A named date: canonical spellings (regular-expression source over canonical text) and its day in a
 * given year. Carnaval is dated from its Saturday (Easter − 50), when the commerce break starts.
 */
export type NamedDate = { id: string; pattern: string; on: (year: number) => Day };

export const NAMED_DATES: NamedDate[] = [
  { id: 'ano-novo', pattern: 'ano novo|primeiro do ano|1o? de janeiro', on: (y) => makeDay(y, 1, 1) },
  { id: 'carnaval', pattern: 'carnaval', on: (y) => shiftDays(easterSunday(y), -50) },
  {
    id: 'sexta-santa',
    pattern: 'sexta[- ]feira santa|sexta santa|semana santa',
    on: (y) => shiftDays(easterSunday(y), -2),
  },
  { id: 'pascoa', pattern: 'pascoa', on: easterSunday },
  { id: 'tiradentes', pattern: 'feriado de tiradentes|tiradentes', on: (y) => makeDay(y, 4, 21) },
  {
    id: 'dia-do-trabalho',
    pattern: 'dia do trabalh(?:o|ador)|(?:feriado de )?1o? de maio|primeiro de maio',
    on: (y) => makeDay(y, 5, 1),
  },
  { id: 'dia-das-maes', pattern: 'dia das maes?', on: (y) => nthWeekday(y, 5, 0, 2) },
  { id: 'dia-dos-namorados', pattern: 'dia dos namorados?', on: (y) => makeDay(y, 6, 12) },
  {
    id: 'corpus-christi',
    pattern: '(?:feriado de )?corpus christi',
    on: (y) => shiftDays(easterSunday(y), 60),
  },
  { id: 'sao-joao', pattern: 'sao joao|festa junina|festas juninas', on: (y) => makeDay(y, 6, 24) },
  { id: 'dia-dos-pais', pattern: 'dia dos pais?', on: (y) => nthWeekday(y, 8, 0, 2) },
  {
    id: 'independencia',
    pattern: '7 de setembro|sete de setembro|(?:feriado da )?independencia',
    on: (y) => makeDay(y, 9, 7),
  },
  { id: 'dia-das-criancas', pattern: 'dia das criancas?', on: (y) => makeDay(y, 10, 12) },
  { id: 'finados', pattern: '(?:feriado de )?finados', on: (y) => makeDay(y, 11, 2) },
  {
    id: 'proclamacao',
    pattern: '(?:feriado de )?15 de novembro|(?:feriado da )?proclamacao da republica',
    on: (y) => makeDay(y, 11, 15),
  },
  {
    id: 'consciencia-negra',
    pattern: 'dia da consciencia negra|consciencia negra',
    on: (y) => makeDay(y, 11, 20),
  },
  {
    id: 'black-friday',
    pattern: 'black ?friday|blackfriday',
    on: (y) => shiftDays(nthWeekday(y, 11, 4, 4), 1),
  },
  { id: 'cyber-monday', pattern: 'cyber ?monday', on: (y) => shiftDays(nthWeekday(y, 11, 4, 4), 4) },
  { id: 'natal', pattern: 'natal', on: (y) => makeDay(y, 12, 25) },
  {
    id: 'reveillon',
    pattern: 'reveillon|virada do ano|virada de ano',
    on: (y) => makeDay(y, 12, 31),
  },
];

/** The named date's next day strictly after `today` (already past this year: next year's). */
export function nextNamedDate(date: NamedDate, today: Day): Day {
  const thisYear = date.on(today.year);
  return compareDays(thisYear, today) > 0 ? thisYear : date.on(today.year + 1);
}

/** The next day with this day and month strictly after `today`. */
export function nextDayMonth(today: Day, day: number, month: number): Day {
  const thisYear = makeDay(today.year, month, day);
  return compareDays(thisYear, today) > 0 ? thisYear : makeDay(today.year + 1, month, day);
}

/** The last day of quarter 1–4. */
export const quarterEnd = (year: number, quarter: number) => lastDayOf(year, quarter * 3);
