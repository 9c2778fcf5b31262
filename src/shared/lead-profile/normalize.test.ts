import { describe, expect, it } from 'vitest';
import { digitsOnly, nationalPhone, normalizeText, stripAccents, whatsappLink } from './normalize';

describe('stripAccents / normalizeText', () => {
  it('removes diacritics and keeps case', () => {
    expect(stripAccents('Proprietária, ação, pão, Ícaro, über')).toBe('Proprietaria, acao, pao, Icaro, uber');
  });

  it('handles decomposed input', () => {
    expect(stripAccents('Jose\u0301')).toBe('Jose');
  });

  it('lower-cases without accents', () => {
    expect(normalizeText('MÉTRICAS e Análise')).toBe('metricas e analise');
  });
});

describe('phone digits', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('+55 (11) 98765-4321')).toBe('5511987654321');
  });

  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['+55 11 98765-4321', '11987654321'],
    ['55 21 3456-7890', '2134567890'],
    ['1234-5678', null],
  ])('nationalPhone %s', (phone, expected) => {
    expect(nationalPhone(phone)).toBe(expected);
  });
});

describe('whatsappLink', () => {
  const greeting = 'Olá, tudo bem? Vi seu interesse em sites & IA.';
  const text = encodeURIComponent(greeting);

  it('prefixes 55 and encodes the greeting', () => {
    expect(whatsappLink('(11) 98765-4321', greeting)).toBe(`https://wa.me/5511987654321?text=${text}`);
    expect(whatsappLink('(11) 98765-4321', 'Olá')).toBe('https://wa.me/5511987654321?text=Ol%C3%A1');
  });

  it('does not double the country code', () => {
    expect(whatsappLink('+55 11 98765-4321', greeting)).toBe(`https://wa.me/5511987654321?text=${text}`);
    expect(whatsappLink('5521 3456-7890', greeting)).toBe(`https://wa.me/552134567890?text=${text}`);
  });

  it('treats DDD 55 national numbers as national', () => {
    expect(whatsappLink('(55) 99123-4567', 'Oi')).toBe('https://wa.me/5555991234567?text=Oi');
    expect(whatsappLink('(55) 3222-1234', 'Oi')).toBe('https://wa.me/555532221234?text=Oi');
  });

  it('accepts 10-digit landlines', () => {
    expect(whatsappLink('11 3456-7890', 'Oi')).toBe('https://wa.me/551134567890?text=Oi');
  });

  it('returns null for fewer than 10 or more than 13 digits', () => {
    expect(whatsappLink('98765-4321', greeting)).toBeNull();
    expect(whatsappLink('', greeting)).toBeNull();
    expect(whatsappLink('123456789012345', greeting)).toBeNull();
  });

  it('omits the text parameter for an empty greeting', () => {
    expect(whatsappLink('11987654321', '')).toBe('https://wa.me/5511987654321');
  });
});
