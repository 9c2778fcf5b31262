import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES, documentMailSchema, fillTemplate, whatsappMessage } from './document-mail';

const values = {
  cliente: 'Padaria Pão Quente',
  numero: 'PRO-2026-0007',
  valor: 'R$ 4.800,00',
  vencimento: '31/12/2026',
};

describe('document e-mail templates', () => {
  it('fills every variable of the PT-BR templates and leaves {link} for the server', () => {
    for (const template of Object.values(DEFAULT_TEMPLATES)) {
      const filled = fillTemplate(`${template.subject}\n${template.message}`, values);
      expect(filled).not.toMatch(/\{(cliente|numero|valor|vencimento)\}/);
    }
    expect(fillTemplate(DEFAULT_TEMPLATES.proposal.message, values)).toContain('{link}');
    expect(fillTemplate('{link}', { ...values, link: 'https://x.example/proposta/abc' })).toBe(
      'https://x.example/proposta/abc',
    );
  });

  it('keeps an unknown {name} as typed, and a value with $ signs literally', () => {
    expect(fillTemplate('{desconhecido} {valor}', { valor: 'R$ 1,00 $& $1' })).toBe(
      '{desconhecido} R$ 1,00 $& $1',
    );
  });

  it('puts the link at the end of the WhatsApp message', () => {
    expect(whatsappMessage('invoice', { ...values, link: 'https://x.example/fatura/t' })).toMatch(
      /^Olá, Padaria Pão Quente! .* https:\/\/x\.example\/fatura\/t$/,
    );
  });

  it('validates the address and needs a request id', () => {
    const base = {
      to: ' cliente@exemplo.com.br ',
      subject: 'Assunto',
      message: 'Oi',
      requestId: crypto.randomUUID(),
    };
    expect(documentMailSchema.parse(base).to).toBe('cliente@exemplo.com.br');
    const bad = documentMailSchema.safeParse({ ...base, to: 'sem-arroba' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('E-mail inválido');
    expect(documentMailSchema.safeParse({ ...base, requestId: 'x' }).success).toBe(false);
  });
});
