/**
 * The audit log and the LGPD export read a merge, a duplicate decision, another contact and a refund
 * in PT-BR (decisions 055, 056): never 'keep', 'phone', 'manual' or a 'table.column' key.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@shared/format';
import { formatFieldValue } from './audit-values';

describe('audit values of one person, one lead and the ledger', () => {
  it('says which lead each merged field came from, and what the merge moved', () => {
    expect(formatFieldValue('fields', { name: 'keep', billingProfile: 'merge' }, { table: 'leads' })).toBe(
      'Nome: do lead mantido; Dados de cobrança: do lead mesclado',
    );
    expect(formatFieldValue('moved', { 'lead_notes.lead_id': 2, 'invoices.lead_id': 1 })).toBe(
      'Anotações do lead: 2; Faturas: 1',
    );
  });

  it('names the reasons of a possible duplicate and the status of a pair', () => {
    expect(formatFieldValue('reasons', ['phone', 'name'], { table: 'leads' })).toBe(
      'mesmo telefone, mesmo nome',
    );
    expect(formatFieldValue('status', 'dismissed', { table: 'lead_duplicates' })).toBe('Não é duplicado');
  });

  it("labels another contact's kind and source, on the lead's entry and in the export", () => {
    expect(formatFieldValue('source', 'manual', { table: 'leads' })).toBe('Manual');
    expect(formatFieldValue('source', 'merge', { table: 'lead_contacts' })).toBe('Mesclagem');
    expect(formatFieldValue('kind', 'phone', { table: 'lead_contacts' })).toBe('Telefone');
  });

  it("shows a refund's credit and an invoice's stored paid amount as money", () => {
    expect(formatFieldValue('fromCredit', '150.00')).toBe(formatMoney('150.00'));
    expect(formatFieldValue('credit', '0.00')).toBe(formatMoney('0.00'));
    expect(formatFieldValue('paidAmount', '1200.50', { table: 'invoices' })).toBe(formatMoney('1200.50'));
    expect(formatFieldValue('lateFeesPaid', '12.34', { table: 'invoices' })).toBe(formatMoney('12.34'));
  });
});
