// @vitest-environment jsdom
/**
 * 'Registrar pagamento' on the form kit: it waits for the client's open invoices, sends the split over
 * them (the fine and interest of an overdue one as its late fees), fills them oldest first with
 * 'Distribuir pelo vencimento', shows the schema's message under a row, refuses more than an invoice
 * has open before asking the server, and shows the server's field message under the row it names.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OpenInvoice } from '@shared/payments/schemas';
import { json, refused, renderWithServer } from '@web/test/render-with-server';
import { PaymentDialog } from './payment-dialog';

const CLIENT = '6f1c1f0e-8d4e-4d0a-9a55-2b8f8f6b6a01';
const FIRST = '7b0c3c62-3f52-4b8e-9a55-1c0f2d7e9a11';
const SECOND = '0d7a4f52-1c3b-4e6f-8a9d-2b5c7e1f3a40';
const OPEN_INVOICES = '/api/payments/open-invoices';

const invoice = (fields: Partial<OpenInvoice>): OpenInvoice => ({
  id: FIRST,
  number: 'FAT-2026-0039',
  description: 'Manutenção',
  dueDate: '2099-12-15',
  total: '1250.00',
  open: '1250.00',
  status: 'aberta',
  lateFees: '0.00',
  ...fields,
});

const preset = { clientId: CLIENT, clientName: 'Aline Lima', invoiceId: FIRST, open: '1250.00' };
const payments = (sent: { method: string; url: string; body: unknown }[]) =>
  sent.filter((request) => request.method === 'POST' && request.url === '/api/payments');

describe('PaymentDialog opened from an invoice', () => {
  it('waits for the open invoices, then sends the payment allocated to that invoice', async () => {
    let answerInvoices: (value: Response) => void = () => undefined;
    const sent = renderWithServer(
      <PaymentDialog open onOpenChange={() => undefined} preset={preset} />,
      () => json({ id: 'p1' }, 201),
      { reads: { [OPEN_INVOICES]: () => new Promise<Response>((resolve) => (answerInvoices = resolve)) } },
    );

    // Before the list arrives, a click would record the money as an unallocated credit.
    const waiting = screen.getByRole('button', { name: 'Carregando faturas...' });
    expect(waiting).toBeDisabled();
    fireEvent.click(waiting);
    expect(sent).toEqual([]);

    answerInvoices(json({ items: [invoice({})] }));
    const send = await screen.findByRole('button', { name: 'Registrar pagamento' });
    expect(send).toBeEnabled();
    expect(await screen.findByLabelText('Valor para FAT-2026-0039')).toHaveValue('1.250,00');
    fireEvent.click(send);
    await waitFor(() => expect(payments(sent)).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      amount: '1250.00',
      method: 'pix',
      fee: '0.00',
      leadId: CLIENT,
      allocations: [{ invoiceId: FIRST, amount: '1250.00', lateFees: '0.00' }],
    });
  });

  it("shows the server's message under the invoice row it names, and keeps the dialog open", async () => {
    const sent = renderWithServer(
      <PaymentDialog open onOpenChange={() => undefined} preset={preset} />,
      () => refused({ 'allocations.0.amount': 'Valor da fatura: valor muito alto.' }),
      { reads: { [OPEN_INVOICES]: { items: [invoice({})] } } },
    );
    const row = await screen.findByLabelText('Valor para FAT-2026-0039');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar pagamento' }));
    await waitFor(() => expect(row).toHaveAccessibleDescription('Valor da fatura: valor muito alto.'));
    expect(row).toHaveAttribute('aria-invalid', 'true');
    expect(payments(sent)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Registrar pagamento' })).toBeInTheDocument();
  });
});

describe('PaymentDialog split over several invoices', () => {
  const two = [
    invoice({ id: FIRST, number: 'FAT-2026-0039', dueDate: '2099-11-10', open: '300.00' }),
    invoice({ id: SECOND, number: 'FAT-2026-0041', dueDate: '2099-12-10', open: '500.00' }),
  ];

  it("fills the invoices oldest first with 'Distribuir pelo vencimento' and leaves the rest as credit", async () => {
    const sent = renderWithServer(
      <PaymentDialog open onOpenChange={() => undefined} preset={{ ...preset, open: '300.00' }} />,
      () => json({ id: 'p1' }, 201),
      { reads: { [OPEN_INVOICES]: { items: two } } },
    );
    const amount = screen.getByLabelText('Valor recebido');
    await userEvent.clear(amount);
    await userEvent.type(amount, '900,00');
    await userEvent.click(await screen.findByRole('button', { name: 'Distribuir pelo vencimento' }));
    expect(screen.getByLabelText('Valor para FAT-2026-0039')).toHaveValue('300,00');
    expect(screen.getByLabelText('Valor para FAT-2026-0041')).toHaveValue('500,00');
    expect(screen.getByText(/crédito R\$\s100,00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Registrar pagamento' }));
    await waitFor(() => expect(payments(sent)).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      amount: '900.00',
      allocations: [
        { invoiceId: FIRST, amount: '300.00' },
        { invoiceId: SECOND, amount: '500.00' },
      ],
    });
  });

  it('sends only the invoices given an amount, and shows a row’s own messages under it', async () => {
    const sent = renderWithServer(
      <PaymentDialog open onOpenChange={() => undefined} preset={{ ...preset, open: '300.00' }} />,
      () => json({ id: 'p1' }, 201),
      { reads: { [OPEN_INVOICES]: { items: two } } },
    );
    const second = await screen.findByLabelText('Valor para FAT-2026-0041');
    await userEvent.type(second, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar pagamento' }));
    await waitFor(() =>
      expect(second).toHaveAccessibleDescription(expect.stringContaining('Valor da fatura')),
    );
    expect(sent).toEqual([]);

    // More than the invoice has open: refused here, under the row, with the server's rule.
    await userEvent.clear(second);
    await userEvent.type(second, '600,00');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar pagamento' }));
    await waitFor(() =>
      expect(second).toHaveAccessibleDescription('O valor para FAT-2026-0041 passa do valor em aberto'),
    );
    expect(sent).toEqual([]);

    // The second left blank: only the first is paid.
    await userEvent.clear(second);
    await userEvent.click(screen.getByRole('button', { name: 'Registrar pagamento' }));
    await waitFor(() => expect(payments(sent)).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      amount: '300.00',
      allocations: [{ invoiceId: FIRST, amount: '300.00' }],
    });
    expect((sent[0]!.body as { allocations: unknown[] }).allocations).toHaveLength(1);
  });
});

describe('PaymentDialog for an overdue invoice', () => {
  it('pre-fills the fine and interest its PIX code asks for and sends them as the allocation’s late fees', async () => {
    const sent = renderWithServer(
      <PaymentDialog
        open
        onOpenChange={() => undefined}
        preset={{ ...preset, open: '1000.00', lateFees: '23.33' }}
      />,
      () => json({ id: 'p1' }, 201),
      {
        reads: {
          [OPEN_INVOICES]: {
            items: [
              invoice({
                number: 'FAT-2026-0040',
                dueDate: '2020-01-10',
                total: '1000.00',
                open: '1000.00',
                status: 'vencida',
                lateFees: '23.33',
              }),
            ],
          },
        },
      },
    );
    expect(screen.getByLabelText('Valor recebido')).toHaveValue('1.023,33');
    expect(await screen.findByLabelText('Multa e juros de FAT-2026-0040')).toHaveValue('23,33');
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar pagamento' }));
    await waitFor(() => expect(payments(sent)).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      amount: '1023.33',
      allocations: [{ invoiceId: FIRST, amount: '1000.00', lateFees: '23.33' }],
    });
  });
});
