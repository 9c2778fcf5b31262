import { describe, expect, it } from 'vitest';
import { describeReasons } from '@shared/catalog/lead-identity';
import { leadContactCreateSchema, leadMergeSchema, normalizeContact } from './lead-identity';

describe('normalizeContact', () => {
  it('lower-cases e-mails and refuses what is not one', () => {
    expect(normalizeContact('email', '  Ana.Souza@Empresa.COM.br ')).toBe('ana.souza@empresa.com.br');
    expect(normalizeContact('email', 'ana@')).toBeNull();
  });

  it('keeps a Brazilian phone as its national digits, with or without 55, and long foreign numbers whole', () => {
    expect(normalizeContact('phone', '+55 (21) 98888-7777')).toBe('21988887777');
    expect(normalizeContact('phone', '(21) 3333-4444')).toBe('2133334444');
    expect(normalizeContact('phone', '+1 415 555 0100 22')).toBe('1415555010022');
    expect(normalizeContact('phone', '98888-7777')).toBeNull();
  });
});

describe('leadContactCreateSchema', () => {
  it('answers in PT-BR under the value field', () => {
    const phone = leadContactCreateSchema.safeParse({ kind: 'phone', value: '1234' });
    expect(phone.success).toBe(false);
    expect(phone.error?.issues[0]).toMatchObject({
      path: ['value'],
      message: 'Telefone inválido: informe o DDD e o número',
    });
    const email = leadContactCreateSchema.safeParse({ kind: 'email', value: 'x' });
    expect(email.error?.issues[0]?.message).toBe('Email inválido');
    expect(leadContactCreateSchema.parse({ kind: 'phone', value: '21 98888 7777' })).toEqual({
      kind: 'phone',
      value: '21988887777',
    });
  });
});

describe('leadMergeSchema', () => {
  const id = '3f1e8c3a-2b4d-4c7e-9a1b-0c2d3e4f5a6b';
  it('refuses merging a lead into itself, unknown fields and sides', () => {
    expect(leadMergeSchema.safeParse({ keepId: id, mergeId: id }).error?.issues[0]?.message).toBe(
      'Escolha dois leads diferentes para mesclar.',
    );
    const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    expect(leadMergeSchema.safeParse({ keepId: id, mergeId: other, fields: { name: 'ambos' } }).success).toBe(
      false,
    );
    expect(leadMergeSchema.safeParse({ keepId: id, mergeId: other, fields: { role: 'keep' } }).success).toBe(
      false,
    );
    expect(leadMergeSchema.parse({ keepId: id, mergeId: other, fields: { name: 'merge' } }).fields).toEqual({
      name: 'merge',
    });
  });
});

describe('describeReasons', () => {
  it('joins the reasons in PT-BR', () => {
    expect(describeReasons(['phone'])).toBe('mesmo telefone');
    expect(describeReasons(['name', 'phone'])).toBe('mesmo telefone e mesmo nome');
    expect(describeReasons(['email', 'name', 'phone'])).toBe('mesmo telefone, mesmo nome e mesmo e-mail');
  });
});
