/** The one date formatter and the one money formatter (docs/product/common-behaviour.md), in America/Sao_Paulo (./time), pt-BR. */
import { zonedDay, zonedParts } from './time';

const pad = (value: number) => String(value).padStart(2, '0');

/** São Paulo wall-clock parts as display text: dd, MM, yyyy, HH, mm. */
const parts = (date: Date) => {
  const p = zonedParts(date);
  return {
    day: pad(p.day),
    month: pad(p.month),
    year: String(p.year),
    hour: pad(p.hour),
    minute: pad(p.minute),
  };
};

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/MM/yyyy 'às' HH:mm (leads); 'Data inválida' when unreadable. */
export function formatDateTimeAt(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return 'Data inválida';
  const p = parts(date);
  return `${p.day}/${p.month}/${p.year} às ${p.hour}:${p.minute}`;
}

/** dd/MM/yyyy HH:mm (appointments, blog posts); `fallback` when empty. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  fallback = 'Data inválida',
): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = toDate(value);
  if (!date) return 'Data inválida';
  const p = parts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/**
 * dd/MM/yyyy for calendar dates (projects). A 'yyyy-MM-dd' date has no time zone: it is shown as is.
 * '-' when empty, 'Data inválida' when unreadable.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (match) {
      const date = new Date(`${value}T12:00:00Z`);
      return Number.isNaN(date.getTime()) ? 'Data inválida' : `${match[3]}/${match[2]}/${match[1]}`;
    }
  }
  const date = toDate(value);
  if (!date) return 'Data inválida';
  const p = parts(date);
  return `${p.day}/${p.month}/${p.year}`;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 1.234,56; '-' when empty. */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? brl.format(number) : '-';
}

/** A duration in minutes as hours and minutes: '1h 30min', '45min', '2h', '0min'. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(Math.abs(minutes) / 60);
  const m = Math.abs(minutes) % 60;
  if (!h) return `${m}min`;
  return m ? `${h}h ${String(m).padStart(2, '0')}min` : `${h}h`;
}

/** The calendar day (yyyy-MM-dd) of an instant in São Paulo. */
export function saoPauloDay(value: Date | string | number = new Date()): string {
  return zonedDay(new Date(value));
}

/** Initials for an avatar (docs/product/users-and-roles.md): first+last name, else first name, else email, else 'U'. */
export function initials(firstName?: string | null, lastName?: string | null, email?: string | null): string {
  const first = firstName?.trim();
  const last = lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  if (first) return first[0]!.toUpperCase();
  if (email?.trim()) return email.trim()[0]!.toUpperCase();
  return 'U';
}

/**
 * One display format for Brazilian phones, whatever the source stored: `21987651234`,
 * `+55 21 98765-1234` and `(21) 98765-1234` all show as `(21) 98765-1234` (landlines
 * `(21) 3456-7890`). Anything that is not a Brazilian number (too short, foreign) shows as typed.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const national =
    (digits.length === 12 || digits.length === 13) && digits.startsWith('55') ? digits.slice(2) : digits;
  if (national.length === 11) return `(${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`;
  if (national.length === 10) return `(${national.slice(0, 2)}) ${national.slice(2, 6)}-${national.slice(6)}`;
  return value.trim();
}
