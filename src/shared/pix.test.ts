import { describe, expect, it } from 'vitest';
import { crc16, pixPayload, pixText, pixTxid } from './pix';

describe('pixPayload', () => {
  it('reproduces the known-good BR Code byte for byte', () => {
    expect(
      pixPayload({
        key: 'nubank@thalesog.com',
        description: 'Gerado por Pix-Utils',
        amount: '1.00',
        name: 'Thales Ogliari',
        city: 'Sao Paulo',
        txid: '***',
      }),
    ).toBe(
      '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6009Sao Paulo62070503***63046069',
    );
  });

  it('strips accents and cuts the name to 25 and the city to 15 characters', () => {
    const code = pixPayload({
      key: '12345678000195',
      amount: '1500.00',
      name: 'Agência Côdêrs Soluções Digitais Ltda',
      city: 'São José dos Campos',
      txid: 'FAT-2026-0007',
    });
    expect(code).toContain('5925Agencia Coders Solucoes D');
    expect(code).toContain('6015Sao Jose dos Ca');
    expect(code).toContain('62150511FAT20260007');
    expect(code).toContain('54071500.00');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expect(code.slice(-4)).toMatch(/^[0-9A-F]{4}$/);
  });

  it('leaves the amount out when there is none and uses *** without a txid', () => {
    const code = pixPayload({ key: 'a@b.co', name: 'X', city: 'Y' });
    expect(code).not.toContain('5404');
    expect(code).toContain('62070503***');
  });

  it('cleans texts and txids', () => {
    expect(pixText('  Ação   Ímpar ', 25)).toBe('Acao Impar');
    expect(pixTxid('FAT-2026-0001')).toBe('FAT20260001');
    expect(pixTxid(null)).toBe('***');
  });
});
