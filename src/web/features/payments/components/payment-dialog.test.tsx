// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentDialog } from './payment-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('PaymentDialog opened from an invoice', () => {
  it('waits for the open invoices, then sends the payment allocated to that invoice', async () => {
    let answerInvoices: (value: Response) => void = () => undefined;
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.includes('/api/payments/open-invoices'))
          return new Promise<Response>((resolve) => (answerInvoices = resolve));
        if (url.endsWith('/api/payments') && init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return Promise.resolve(json({ id: 'p1' }, 201));
        }
        return Promise.resolve(json({}));
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PaymentDialog
          open
          onOpenChange={() => undefined}
          preset={{ clientId: 'c1', clientName: 'Aline Lima', invoiceId: 'i1', open: '1250.00' }}
        />
      </QueryClientProvider>,
    );

    // Before the list arrives, a click would record the money as an unallocated credit.
    const waiting = screen.getByRole('button', { name: 'Carregando faturas...' });
    expect(waiting).toBeDisabled();
    fireEvent.click(waiting);
    expect(posted).toEqual([]);

    answerInvoices(
      json({
        items: [
          { id: 'i1', number: 'FAT-2026-0039', dueDate: '2099-12-15', total: '1250.00', open: '1250.00' },
        ],
      }),
    );
    const send = await screen.findByRole('button', { name: 'Registrar pagamento' });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      amount: '1250.00',
      leadId: 'c1',
      allocations: [{ invoiceId: 'i1', amount: '1250.00' }],
    });
  });
});

describe('PaymentDialog for an overdue invoice', () => {
  it('pre-fills the fine and interest its PIX code asks for and sends them as the allocation’s late fees', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.includes('/api/payments/open-invoices'))
          return Promise.resolve(
            json({
              items: [
                {
                  id: 'i1',
                  number: 'FAT-2026-0040',
                  dueDate: '2020-01-10',
                  total: '1000.00',
                  open: '1000.00',
                  status: 'vencida',
                  lateFees: '23.33',
                },
              ],
            }),
          );
        if (url.endsWith('/api/payments') && init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return Promise.resolve(json({ id: 'p1' }, 201));
        }
        return Promise.resolve(json({}));
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PaymentDialog
          open
          onOpenChange={() => undefined}
          preset={{
            clientId: 'c1',
            clientName: 'Aline Lima',
            invoiceId: 'i1',
            open: '1000.00',
            lateFees: '23.33',
          }}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Valor recebido')).toHaveValue('1.023,33');
    expect(await screen.findByLabelText('Multa e juros de FAT-2026-0040')).toHaveValue('23,33');
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar pagamento' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      amount: '1023.33',
      allocations: [{ invoiceId: 'i1', amount: '1000.00', lateFees: '23.33' }],
    });
  });
});
