import { describe, expect, it } from 'vitest';
import { leadWhatsappLink, whatsappGreeting } from './contact-links';

describe('leadWhatsappLink', () => {
  it('prefixes 55 to the phone digits and carries the PT-BR greeting', () => {
    const link = leadWhatsappLink('(11) 98765-4321', 'Maria Souza');
    expect(link).toBe(
      `https://wa.me/5511987654321?text=${encodeURIComponent(whatsappGreeting('Maria Souza'))}`,
    );
    expect(decodeURIComponent(link!.split('text=')[1]!)).toMatch(/^Olá, Maria! Aqui é da Coders\./);
  });

  it('does not double the country code and gives no link without a usable phone', () => {
    expect(leadWhatsappLink('+55 21 99999-0000', 'Ana')).toMatch(/^https:\/\/wa\.me\/5521999990000\?/);
    expect(leadWhatsappLink(null, 'Ana')).toBeNull();
    expect(leadWhatsappLink('123', 'Ana')).toBeNull();
  });
});
