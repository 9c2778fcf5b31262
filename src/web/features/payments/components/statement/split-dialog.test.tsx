// @vitest-environment jsdom
/** 'Dividir entre faturas' on the form kit: the schema's message, the server's, and what is sent. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StatementCandidates } from '@shared/payments/statement-schemas';
import { json, refused, renderWithServer } from '@web/test/render-with-server';
import { SplitLineDialog } from './split-dialog';
import { openInvoice, pendingLine } from './statement-fixtures';

const line = pendingLine;
const first = openInvoice('66666666-6666-4666-8666-666666666666', 'FAT-2026-0007', '1000.00');
const second = openInvoice('77777777-7777-4777-8777-777777777777', 'FAT-2026-0008', '800.00');
const candidates: StatementCandidates = { invoices: [first, second], payments: [], expenses: [] };
const reads = { [`/api/payments/statement/${line.id}/candidates`]: candidates };

const open = (answer: Parameters<typeof renderWithServer>[1]) =>
  renderWithServer(<SplitLineDialog line={line} onClose={() => undefined} />, answer, { reads });

describe("'Dividir entre faturas' on the form kit", () => {
  it("asks for at least one invoice (the schema's message) and sends nothing", async () => {
    const sent = open(() => json(line));
    const user = userEvent.setup();
    await screen.findByText(/FAT-2026-0007/);
    await user.click(screen.getByRole('button', { name: 'Conciliar' }));
    expect(await screen.findByText('Inclua ao menos uma fatura')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends each included invoice with the amount typed, and says what is left as credit', async () => {
    const sent = open(() => json(line));
    const user = userEvent.setup();
    await screen.findByText(/FAT-2026-0007/);
    const include = () => screen.getAllByRole('button', { name: 'Incluir' })[0]!;
    await user.click(include());
    await user.click(include());
    const amount = screen.getByLabelText('FAT-2026-0008 (em aberto R$ 800,00)');
    await user.clear(amount);
    await user.type(amount, '300,00');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Distribuído R$ 1.300,00 de R$ 1.500,00 · o restante (R$ 200,00) fica como crédito do cliente',
    );
    await user.click(screen.getByRole('button', { name: 'Conciliar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: `/api/payments/statement/${line.id}/split`,
      body: {
        allocations: [
          { invoiceId: first.invoiceId, amount: '1000.00' },
          { invoiceId: second.invoiceId, amount: '300.00' },
        ],
      },
    });
  });

  it("shows the server's refusal (a sum over the line) under the invoices", async () => {
    open(() => refused({ allocations: 'A soma das faturas passa do valor do lançamento.' }));
    const user = userEvent.setup();
    await screen.findByText(/FAT-2026-0007/);
    await user.click(screen.getAllByRole('button', { name: 'Incluir' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Conciliar' }));
    expect(
      (await screen.findAllByText('A soma das faturas passa do valor do lançamento.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('alert')).toHaveTextContent('A soma das faturas passa do valor do lançamento.');
  });
});
