import { describe, expect, it } from 'vitest';
import {
  createSubmitGuard,
  honeypotFilled,
  isValidEmail,
  isValidPhone,
  maskPhone,
  messages,
  validateBookingForm,
} from './booking-rules';

describe('maskPhone', () => {
  it('formats a mobile as (DD) 9XXXX-XXXX while typing', () => {
    const typed = '11987654321';
    const steps = Array.from(typed, (_, index) => maskPhone(typed.slice(0, index + 1)));
    expect(steps).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 98',
      '(11) 987',
      '(11) 9876',
      '(11) 9876-5',
      '(11) 9876-54',
      '(11) 9876-543',
      '(11) 9876-5432',
      '(11) 98765-4321',
    ]);
  });

  it('ignores non-digits, caps at 11 digits and handles deletion to empty', () => {
    expect(maskPhone('(21) 3456-7890')).toBe('(21) 3456-7890');
    expect(maskPhone('21 9 8888 7777 55')).toBe('(21) 98888-7777');
    expect(maskPhone('abc')).toBe('');
  });
});

describe('validators', () => {
  it('accepts Brazilian mobiles and landlines with DDD', () => {
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('+55 11 98765-4321')).toBe(true);
    expect(isValidPhone('(11) 3456-7890')).toBe(true);
    expect(isValidPhone('(11) 88765-4321')).toBe(false);
    expect(isValidPhone('(01) 98765-4321')).toBe(false);
    expect(isValidPhone('98765-4321')).toBe(false);
  });

  it('checks e-mail addresses', () => {
    expect(isValidEmail('ana@empresa.com.br')).toBe(true);
    expect(isValidEmail(' ana@empresa.com ')).toBe(true);
    expect(isValidEmail('ana@empresa')).toBe(false);
    expect(isValidEmail('ana empresa@x.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('returns PT-BR errors per booking field, and none when valid', () => {
    const empty = validateBookingForm({
      name: '',
      email: '',
      phone: '',
      slot: '',
      message: '',
      consent: false,
    });
    expect(empty).toEqual({
      slot: messages.slotRequired,
      name: 'Nome é obrigatório',
      email: 'Email é obrigatório',
      phone: messages.phoneRequired,
      consent: 'É necessário aceitar o uso dos dados para responder sua solicitação.',
    });
    expect(
      validateBookingForm({
        name: 'Ana',
        email: 'ana@',
        phone: '1199',
        slot: '2026-12-01T12:00:00.000Z',
        message: 'x'.repeat(1001),
        consent: true,
      }),
    ).toEqual({ email: 'Email inválido', phone: messages.phoneInvalid, message: messages.messageTooLong });
    expect(
      validateBookingForm({
        name: 'Ana Lima',
        email: 'ana@lima.com.br',
        phone: '(11) 98765-4321',
        slot: '2026-12-01T12:00:00.000Z',
        message: '',
        consent: true,
      }),
    ).toEqual({});
  });
});

describe('bot checks', () => {
  it('treats any honeypot content as a bot', () => {
    expect(honeypotFilled('http://spam.example')).toBe(true);
    expect(honeypotFilled('')).toBe(false);
    expect(honeypotFilled('   ')).toBe(false);
    expect(honeypotFilled(undefined)).toBe(false);
  });

  it('blocks a second submit within 2 s (docs/product/questionnaire-and-booking.md)', () => {
    let now = 1_000;
    const guard = createSubmitGuard(2000, () => now);
    expect(guard.tryStart()).toBe(true);
    now += 500;
    expect(guard.tryStart()).toBe(false);
    now += 1499;
    expect(guard.tryStart()).toBe(false);
    now += 1;
    expect(guard.tryStart()).toBe(true);
  });
});
