import { describe, expect, it } from 'vitest';
import { cleanDocument, formatDocument, isValidCnpj, isValidCpf, isValidDocument } from './documents';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });
  it.each(['529.982.247-24', '111.111.111-11', '00000000000', '1234567890', '123.456.789-0A', ''])(
    'refuses %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );
});

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35'])(
    'accepts %s',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(true);
    },
  );
  it.each([
    '11.222.333/0001-82',
    '12.ABC.345/01DE-36',
    '00.000.000/0000-00',
    '12.ABC.345/01DE-3A',
    '1122233300018',
  ])('refuses %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});

describe('documents', () => {
  it('cleans, formats and picks the kind by length', () => {
    expect(cleanDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(formatDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(isValidDocument('529.982.247-25')).toBe(true);
    expect(isValidDocument('11.222.333/0001-81')).toBe(true);
    expect(isValidDocument('123')).toBe(false);
  });
});
