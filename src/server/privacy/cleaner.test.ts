/**
 * The cleaner of one person's own values (cleaner.ts): the person's name, e-mail, phone and documents go,
 * other people's words that merely contain them stay, and values too short to mean anything clean nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyValues, makeCleaner, pseudonymizeIp, valuePattern } from './cleaner';

const cleaner = makeCleaner({
  ...emptyValues(),
  names: ['Ana Paula'],
  emails: ['ana@exemplo.com.br'],
  codes: ['(11) 98888-7777', '529.982.247-25'],
  ips: ['203.0.113.9'],
  texts: ['Quero um site novo para a loja'],
});
const clean = cleaner.text;

describe('makeCleaner', () => {
  it("removes the person's name, e-mail, phone and document, in any case, spacing and punctuation", () => {
    expect(clean('Falei com ana  PAULA ontem.')).toBe('Falei com [removido] ontem.');
    expect(clean('"Ana Paula", cliente')).toBe('"[removido]", cliente');
    expect(clean('e-mail: ana@exemplo.com.br.')).toBe('e-mail: [removido].');
    expect(clean('tel +55 11 98888-7777 ou 11988887777')).toBe('tel [removido] ou [removido]');
    expect(clean('WhatsApp (11) 98888-7777.')).toBe('WhatsApp [removido].');
    expect(clean('CPF 52998224725')).toBe('CPF [removido]');
    expect(clean('aceite de 203.0.113.9.')).toBe('aceite de [removido].');
    // An accented neighbour never protects the data: in doubt, the person's own text is cleaned.
    expect(clean('éAna Paula')).toBe('é[removido]');
  });

  it("leaves other people's words that only contain them", () => {
    expect(clean('Mariana Paulada fechou o contrato')).toBe('Mariana Paulada fechou o contrato');
    expect(clean('Anapaula e Ana Paulo')).toBe('Anapaula e Ana Paulo');
    expect(clean('joana@exemplo.com.br')).toBe('joana@exemplo.com.br');
    expect(clean('pedido 119888877770')).toBe('pedido 119888877770');
    expect(clean('servidor 203.0.113.90')).toBe('servidor 203.0.113.90');
  });

  it('replaces a whole free text the person wrote, and cleans every string inside JSON (keys kept)', () => {
    expect(clean('Quero um site novo para a loja')).toBe('[removido]');
    expect(
      cleaner.json({ name: 'Ana Paula', nested: [{ email: 'ana@exemplo.com.br' }], total: 10, ok: true }),
    ).toEqual({ name: '[removido]', nested: [{ email: '[removido]' }], total: 10, ok: true });
  });

  it('cleans nothing with values too short or generic to mean a person', () => {
    expect(
      valuePattern({ ...emptyValues(), names: ['A', 'Li', 'Titular anonimizado', 'Visitante do chat'] }),
    ).toBe(null);
    expect(valuePattern({ ...emptyValues(), codes: ['1234567'] })).toBe(null);
    const short = makeCleaner({ ...emptyValues(), names: ['A'] });
    expect(short.text('A reunião foi com a equipe')).toBe('A reunião foi com a equipe');
  });

  it('never touches text that contains none of the values (property, seeded)', () => {
    const words = fc.constantFrom(
      'Coders',
      'image/png',
      'FAT-2026-0012',
      'Consultoria',
      'adm@coders.example',
      'site',
    );
    fc.assert(
      fc.property(fc.array(words, { maxLength: 8 }), (parts) => {
        const text = parts.join(' ');
        expect(clean(text)).toBe(text);
      }),
      { seed: 24, numRuns: 200 },
    );
  });
});

describe('pseudonymizeIp', () => {
  it('keeps only the network, and is stable when applied again', () => {
    expect(pseudonymizeIp('203.0.113.9')).toBe('203.0.113.0');
    expect(pseudonymizeIp('203.0.113.0')).toBe('203.0.113.0');
    expect(pseudonymizeIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(pseudonymizeIp('2001:db8:85a3::')).toBe('2001:db8:85a3::');
  });
});
