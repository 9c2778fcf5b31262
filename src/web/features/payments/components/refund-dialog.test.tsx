// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentItem } from '@shared/payments/schemas';
import { json, renderWithServer } from '@web/test/render-with-server';
import { RefundDialog } from './refund-dialog';

const INVOICE = '7b0c3c62-3f52-4b8e-9a55-1c0f2d7e9a11';

const payment: PaymentItem = {
  id: 'p1',
  receivedOn: '2026-11-20',
  amount: '1000.00',
  fee: '0.00',
  method: 'pix',
  reference: null,
  note: null,
  clientId: 'c1',
  clientName: 'Aline Lima',
  refundOf: null,
  refundable: '1000.00',
  allocated: '1000.00',
  credit: '0.00',
  invoices: [{ id: INVOICE, number: 'FAT-2026-0039', amount: '1000.00', lateFees: '0.00' }],
  createdAt: '2026-11-20T12:00:00Z',
};

describe('RefundDialog', () => {
  it('shows which invoice reopens and the commission reversed, refuses credit-only in PT-BR, then sends the refund', async () => {
    const closed = vi.fn();
    const sent = renderWithServer(<RefundDialog payment={payment} onClose={closed} />, (request) => {
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname === '/api/payments/p1/refund-preview') {
        if (url.searchParams.get('source') === 'credit')
          return json(
            {
              error: {
                code: 'validation',
                message:
                  'Este pagamento não tem crédito não alocado: todo o valor está nas faturas. Escolha de onde o estorno sai; a fatura volta a ficar em aberto.',
              },
            },
            422,
          );
        return json({
          amount: '1000.00',
          refundable: '1000.00',
          credit: '0.00',
          fromCredit: '0.00',
          invoices: [
            {
              invoiceId: INVOICE,
              number: 'FAT-2026-0039',
              amount: '1000.00',
              lateFees: '0.00',
              openAfter: '1000.00',
            },
          ],
          commissions: [{ partnerName: 'Agência Sul Digital', amount: '100.00' }],
          commissionTotal: '100.00',
        });
      }
      if (url.pathname === '/api/payments/p1/refund' && request.method === 'POST')
        return json({ ...payment, id: 'r1', amount: '-1000.00' }, 201);
      return json({});
    });
    const previews = () =>
      sent
        .filter((request) => request.url.includes('/refund-preview'))
        .map((request) => new URL(request.url, 'http://localhost').search);
    const posted = () => sent.filter((request) => request.method === 'POST');

    const outcome = await screen.findByRole('region', { name: 'O que vai acontecer' });
    const said = () => (outcome.textContent ?? '').replace(/\u00a0/g, ' ');
    await waitFor(() =>
      expect(said()).toContain(
        'A fatura FAT-2026-0039 volta a ficar em aberto: R$ 1.000,00 (fica com R$ 1.000,00 em aberto).',
      ),
    );
    expect(said()).toContain('Comissão a estornar: R$ 100,00 de Agência Sul Digital.');
    const firstPreview = previews()[0];
    expect(firstPreview).toContain('amount=1000.00');
    expect(firstPreview).toContain('source=auto');

    fireEvent.change(screen.getByLabelText('De onde sai o estorno'), { target: { value: 'credit' } });
    expect(
      await within(outcome).findByText(/Este pagamento não tem crédito não alocado/, {}, { timeout: 2000 }),
    ).toHaveAttribute('role', 'alert');

    fireEvent.change(screen.getByLabelText('De onde sai o estorno'), { target: { value: 'invoice' } });
    fireEvent.change(await screen.findByLabelText('Fatura'), { target: { value: INVOICE } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar estorno' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({
      url: '/api/payments/p1/refund',
      body: { amount: '1000.00', source: 'invoice', invoiceId: INVOICE },
    });
    await waitFor(() => expect(closed).toHaveBeenCalled());
  });
});
