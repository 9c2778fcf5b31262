/**
 * The finance requests the money tests repeat, over a test app's real HTTP handler, as financeiro:
 * São Paulo days relative to today, a status-checked JSON read, an issued invoice, a payment.
 */
import { expect } from 'vitest';
import type { InvoiceDetail } from '@shared/invoices/schemas';
import type { PaymentItem } from '@shared/payments/schemas';
import type { TestApp } from './test-app';

const DAY = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/** The São Paulo day `offset` days from today, as yyyy-mm-dd. */
export const day = (offset: number) => dayFormat.format(new Date(Date.now() + offset * DAY));

/** The response's JSON, after checking its status (the body is shown when it differs). */
export async function ok<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

export function moneyRequests(t: TestApp) {
  /** A one-item invoice of `amount`, created and issued (competence: the due date's month). */
  async function issuedInvoice(amount: string, leadId: string, dueDate = day(30)) {
    const draft = await ok<InvoiceDetail>(
      await t.request('/api/invoices', {
        as: 'financeiro',
        json: {
          leadId,
          competence: dueDate.slice(0, 7),
          dueDate,
          items: [{ description: 'Serviço', quantity: 1, unitPrice: amount }],
        },
      }),
      201,
    );
    return ok<InvoiceDetail>(
      await t.request(`/api/invoices/${draft.id}/issue`, { as: 'financeiro', method: 'POST' }),
    );
  }
  /** 'Registrar pagamento' (PIX, today unless the body says otherwise): the raw response. */
  const pay = (body: Record<string, unknown>) =>
    t.request('/api/payments', { as: 'financeiro', json: { receivedOn: day(0), method: 'pix', ...body } });
  /** The same, expected to be recorded. */
  const paid = async (body: Record<string, unknown>) => ok<PaymentItem>(await pay(body), 201);
  const invoice = async (id: string) =>
    ok<InvoiceDetail>(await t.request(`/api/invoices/${id}`, { as: 'financeiro' }));
  const payment = async (id: string) =>
    ok<PaymentItem>(await t.request(`/api/payments/${id}`, { as: 'financeiro' }));
  return { issuedInvoice, pay, paid, invoice, payment };
}
