/**
 * Issue 28: the invoice shows the client's razão social and CPF/CNPJ from the billing profile
 * (decision 068: a company's people carry its CNPJ and razão social), formatted; null without one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDocument } from '@shared/documents';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('invoice billing party', () => {
  it('the invoice read returns the razão social and the formatted CNPJ/CPF of the client', async () => {
    const [invoice] = await rows<{ id: string; legal_name: string; document: string }>(
      sql`select i.id, b.legal_name, b.document from invoices i
          join billing_profiles b on b.lead_id = i.lead_id order by i.created_at limit 1`,
    );
    expect(invoice).toBeDefined();
    const response = await t.request(`/api/invoices/${invoice!.id}`, { as: 'financeiro' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { billing: { legalName: string; document: string } | null };
    expect(body.billing).toEqual({
      legalName: invoice!.legal_name,
      document: formatDocument(invoice!.document),
    });
    expect(body.billing!.document).toMatch(/^(\d{3}\.\d{3}\.\d{3}-\d{2}|.{2}\..{3}\..{3}\/.{4}-\d{2})$/);
  });

  it('is null for a client without a billing profile', async () => {
    const [invoice] = await rows<{ id: string }>(
      sql`select i.id from invoices i where not exists
          (select 1 from billing_profiles b where b.lead_id = i.lead_id) limit 1`,
    );
    if (!invoice) {
      const [any] = await rows<{ id: string; lead_id: string }>(
        sql`select id, lead_id from invoices limit 1`,
      );
      await t.db.execute(sql`delete from billing_profiles where lead_id = ${any!.lead_id}`);
      const body = (await (await t.request(`/api/invoices/${any!.id}`, { as: 'financeiro' })).json()) as {
        billing: unknown;
      };
      expect(body.billing).toBeNull();
      return;
    }
    const body = (await (await t.request(`/api/invoices/${invoice.id}`, { as: 'financeiro' })).json()) as {
      billing: unknown;
    };
    expect(body.billing).toBeNull();
  });
});
