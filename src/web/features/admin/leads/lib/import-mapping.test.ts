import { describe, expect, it } from 'vitest';
import { applyMapping, guessMapping, missingRequired } from './import-mapping';

describe('guessMapping', () => {
  it('maps the export headers back to the lead fields', () => {
    const headers = ['Nome', 'Email', 'Telefone', 'Empresa', 'Interesse', 'Mensagem', 'Status', 'Origem'];
    expect(guessMapping(headers)).toEqual({
      name: 0,
      email: 1,
      phone: 2,
      company: 3,
      serviceInterest: 4,
      message: 5,
      status: 6,
    });
  });

  it('understands English and accented headers and leaves unknown fields unmapped', () => {
    expect(guessMapping(['E-mail', 'Name', 'Celular', 'Observação'])).toEqual({
      name: 1,
      email: 0,
      phone: 2,
      company: -1,
      serviceInterest: -1,
      message: 3,
      status: -1,
    });
  });
});

describe('applyMapping', () => {
  it('builds trimmed records with only the mapped fields', () => {
    const mapping = guessMapping(['email', 'nome']);
    expect(applyMapping([[' a@x.com ', ' Ana '], ['b@x.com']], mapping)).toEqual([
      { email: 'a@x.com', name: 'Ana' },
      { email: 'b@x.com', name: '' },
    ]);
    expect(missingRequired(mapping)).toEqual([]);
    expect(missingRequired(guessMapping(['telefone']))).toEqual(['Nome', 'Email']);
  });
});
