// @vitest-environment jsdom
/**
 * 'Aplicar crédito' on the form kit: the client's open invoices to choose from, the credit (or the
 * invoice's open amount, if less) suggested; the schema's message under the amount; the server's
 * refusal shown in the dialog; and a client with nothing open is told so, with nothing to submit.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OpenInvoice, PaymentItem } from '@shared/payments/schemas';
import { json, renderWithServer } from '@web/test/render-with-server';
import { ApplyCreditDialog } from './apply-credit-dialog';

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
  allocated: '600.00',
  credit: '400.00',
  invoices: [],
  createdAt: '2026-11-20T12:00:00Z',
};
const open: OpenInvoice = {
  id: INVOICE,
  number: 'FAT-2026-0040',
  description: 'Manutenção',
  dueDate: '2026-12-20',
  total: '250.00',
  open: '250.00',
  status: 'aberta',
} as OpenInvoice;

/** The dialog over Aline's payment, her open invoices answered; `answer` stands in for the rest. */
const renderWith = (items: OpenInvoice[], answer: (body: unknown) => Response) =>
  renderWithServer(
    <ApplyCreditDialog payment={payment} onClose={() => undefined} />,
    (sent) => answer(sent.body),
    {
      reads: { '/api/payments/open-invoices': { items } },
    },
  );

describe('ApplyCreditDialog', () => {
  it('suggests the open amount, checks the amount, and shows the server refusal', async () => {
    const posted = renderWith([open], () =>
      json(
        { error: { code: 'validation', message: 'O valor passa do crédito deste pagamento (R$ 400,00).' } },
        422,
      ),
    );
    const amount = await screen.findByLabelText('Valor a aplicar');
    expect(amount).toHaveValue('250,00');
    expect(screen.getByLabelText('Fatura')).toHaveValue(INVOICE);

    await userEvent.clear(amount);
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar crédito' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Valor a aplicar'));
    expect(posted).toEqual([]);

    await userEvent.type(amount, '250,00');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar crédito' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O valor passa do crédito deste pagamento');
    expect(posted).toEqual([
      {
        method: 'POST',
        url: '/api/payments/p1/apply-credit',
        body: { allocations: [{ invoiceId: INVOICE, amount: '250.00' }] },
      },
    ]);
  });

  it('says when the client has nothing open', async () => {
    renderWith([], () => json({}));
    expect(await screen.findByText(/não tem faturas em aberto/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Aplicar crédito' })).toBeNull());
    expect(screen.getAllByRole('button', { name: 'Fechar' }).length).toBeGreaterThan(0);
  });
});
