import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partnerFormSchema } from '@shared/partners/schemas';
import { billingProfileSchema, proposalAcceptSchema } from '@shared/proposals/schemas';
import { cleanDocument, isValidCnpj, isValidCpf } from './documents';
import { caretAfter, maskCep, maskCnpj, maskCpf, maskDocument, maskPhone } from './masks';

describe('input masks (issue 27 deliverable 7)', () => {
  it('formats CPF, CNPJ (numeric and alphanumeric), CEP and phone progressively', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-25');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskDocument('5299822472')).toBe('529.982.247-2');
    expect(maskDocument('112223330001')).toBe('11.222.333/0001');
    expect(maskDocument('12A')).toBe('12.A');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('0131')).toBe('0131');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('+55 11 98765-4321')).toBe('+55 11 98765-4321');
    expect(maskPhone('5511987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('')).toBe('');
  });

  it('is idempotent: masking a masked value changes nothing (seeded)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (raw) => {
        for (const mask of [maskCpf, maskCnpj, maskDocument, maskCep, maskPhone]) {
          expect(mask(mask(raw))).toBe(mask(raw));
        }
      }),
      { seed: 27, numRuns: 300 },
    );
  });

  it('keeps the caret beside the edit when separators are added or dropped', () => {
    // typed a digit in the middle: '529.98|2.247-25' + '1' → the caret stays after the new digit
    const typed = '529.981|2.247-2';
    const caret = typed.indexOf('|');
    const value = typed.replace('|', '');
    const masked = maskCpf(value);
    expect(masked).toBe('529.981.224-72');
    expect(masked.slice(0, caretAfter(value, caret, masked))).toBe('529.981');
    // pasted an unformatted value: the caret ends after it
    expect(caretAfter('52998224725', 11, maskCpf('52998224725'))).toBe(14);
    // deleted a separator: the mask puts it back and the caret sits before it, not after
    const deleted = '529982.247-25';
    expect(caretAfter(deleted, 3, maskCpf(deleted))).toBe(3);
  });

  it('gives the shared schemas a value they accept and store bare (the server sees no mask)', () => {
    const cnpj = maskDocument('12abc34501de35');
    expect(isValidCnpj(cnpj)).toBe(true);
    const profile = billingProfileSchema.parse({
      personType: 'pj',
      document: cnpj,
      legalName: 'Padaria Pão Quente Ltda',
      cep: maskCep('01310100'),
    });
    expect(profile.document).toBe('12ABC34501DE35');
    expect(profile.cep).toBe('01310100');

    const cpf = maskCpf('52998224725');
    expect(isValidCpf(cpf)).toBe(true);
    const accepted = proposalAcceptSchema.parse({
      name: 'Maria da Silva',
      cpf,
      agree: true,
      version: 1,
      contentHash: 'a'.repeat(64),
    });
    expect(accepted.cpf).toBe('52998224725');

    const partner = partnerFormSchema.parse({
      name: 'Agência Parceira',
      personType: 'pj',
      document: maskDocument('11222333000181'),
      contactName: 'João',
      email: 'joao@example.com',
      phone: maskPhone('11987654321'),
      code: 'PARCEIRO1',
    });
    expect(partner.document).toBe(cleanDocument('11.222.333/0001-81'));
  });
});
