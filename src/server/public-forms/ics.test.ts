import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine } from './ics';
import { signIcsToken, verifyIcsToken } from './ics-token';

const event = {
  uid: '5f2c9a54-4d0b-4a31-9c43-1c9e2a8b7d10@coders.example',
  stamp: new Date('2026-11-26T10:00:00.123Z'),
  start: new Date('2026-12-01T12:00:00Z'),
  minutes: 30,
  summary: 'Consultoria gratuita com a Coders',
  description: 'Linha 1; com vírgula, e barra \\\nLinha 2',
  location: 'Online',
  organizer: { name: 'Coders', email: 'contato@coders.example' },
  attendee: { name: 'Ana "Lima"', email: 'ana@lima.com.br' },
  alarmMinutes: 30,
};

describe('buildIcs', () => {
  const ics = buildIcs(event);
  const lines = ics.split('\r\n');

  it('is a VCALENDAR with one VEVENT, CRLF line endings and a final CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('has UID, DTSTAMP and UTC start/end 30 minutes apart', () => {
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('DTSTAMP:20261126T100000Z');
    expect(lines).toContain('DTSTART:20261201T120000Z');
    expect(lines).toContain('DTEND:20261201T123000Z');
    expect(lines).toContain('SUMMARY:Consultoria gratuita com a Coders');
    expect(lines).toContain('ORGANIZER;CN="Coders":mailto:contato@coders.example');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('TRIGGER:-PT30M');
  });

  it('escapes text values and strips quotes from parameters', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    expect(ics).toContain('DESCRIPTION:Linha 1\\; com vírgula\\, e barra \\\\\\nLinha 2');
    expect(ics).toContain('ATTENDEE;CN="Ana Lima";');
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const long = `DESCRIPTION:${'ação '.repeat(40)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(long);
  });

  it('marks a cancelled appointment', () => {
    expect(buildIcs({ ...event, cancelled: true })).toContain('STATUS:CANCELLED');
  });
});

describe('ics token', () => {
  it('verifies only the token of that appointment and secret', () => {
    const token = signIcsToken('s'.repeat(32), 'abc');
    expect(verifyIcsToken('s'.repeat(32), 'abc', token)).toBe(true);
    expect(verifyIcsToken('s'.repeat(32), 'abd', token)).toBe(false);
    expect(verifyIcsToken('t'.repeat(32), 'abc', token)).toBe(false);
    expect(verifyIcsToken('s'.repeat(32), 'abc', undefined)).toBe(false);
    expect(verifyIcsToken('s'.repeat(32), 'abc', `${token}x`)).toBe(false);
  });
});
