/**
 * The one time-zone module: the team works in America/Sao_Paulo, whatever zone the server or the
 * browser runs in. Built on Intl with one cached Intl.DateTimeFormat per zone (building one costs far
 * more than formatting with it). Offsets come from the tz database at each instant instead of a fixed
 * UTC−3: Brazil has had no daylight saving time since 2019, but if it returns this code keeps working.
 * Calendar days are 'yyyy-MM-dd' strings; day arithmetic on them lives in schemas/booking-slots.ts.
 */
export const TIME_ZONE = 'America/Sao_Paulo';

/** A wall-clock reading: calendar fields and time of day, as numbers. */
export type ZonedParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a time zone (São Paulo by default). */
export function zonedParts(instant: Date, timeZone = TIME_ZONE): ZonedParts {
  const map: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') map[part.type] = Number(part.value);
  }
  return {
    year: map.year ?? 0,
    month: map.month ?? 0,
    day: map.day ?? 0,
    hour: (map.hour ?? 0) % 24,
    minute: map.minute ?? 0,
    second: map.second ?? 0,
  };
}

/** Offset of the zone at an instant, in ms (São Paulo today: −3 h). */
export function zoneOffsetMs(instant: Date, timeZone = TIME_ZONE): number {
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [year, month, day] of a 'yyyy-MM-dd' day; a RangeError for anything else. */
export function parseDay(day: string): [number, number, number] {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Dia inválido: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The calendar day `n` days after `day` (both 'yyyy-MM-dd'; `n` may be negative). */
export function addDays(day: string, n: number): string {
  const [year, month, date] = parseDay(day);
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}

/** The instant at which the wall clock of `timeZone` reads `day` + `minuteOfDay`. */
export function zonedTimeToUtc(day: string, minuteOfDay: number, timeZone = TIME_ZONE): Date {
  const [year, month, date] = parseDay(day);
  const wall = Date.UTC(year, month - 1, date, 0, minuteOfDay);
  // Two passes: the offset at the first guess may differ from the offset at the answer near a DST change.
  const guess = wall - zoneOffsetMs(new Date(wall), timeZone);
  return new Date(wall - zoneOffsetMs(new Date(guess), timeZone));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day ('yyyy-MM-dd') of an instant in the zone. */
export function zonedDay(instant: Date, timeZone = TIME_ZONE): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instant as São Paulo wall time 'yyyy-MM-ddTHH:mm' (what <input type="datetime-local"> holds). */
export function zonedLocal(instant: Date, timeZone = TIME_ZONE): string {
  const p = zonedParts(instant, timeZone);
  return `${String(p.year).padStart(4, '0')}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}
