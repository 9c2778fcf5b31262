// @vitest-environment jsdom
/** 'Buscar fatura' on the form kit: the query schema's message under the box, the results, a pick. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StatementCandidates } from '@shared/payments/statement-schemas';
import { json, renderWithServer } from '@web/test/render-with-server';
import { SearchMatchDialog } from './search-dialog';
import { openInvoice, pendingLine } from './statement-fixtures';

const line = pendingLine;
const invoice = openInvoice('66666666-6666-4666-8666-666666666666', 'FAT-2026-0007', '1500.00');
const candidates: StatementCandidates = { invoices: [invoice], payments: [], expenses: [] };
const path = `/api/payments/statement/${line.id}/candidates`;

describe("'Buscar fatura' on the form kit", () => {
  it('lists what the server finds for the typed search and books the one picked', async () => {
    const sent = renderWithServer(
      <SearchMatchDialog line={line} onClose={() => undefined} onPick={vi.fn()} busy={false} />,
      () => json(candidates),
    );
    expect(
      await screen.findByText(/FAT-2026-0007 · Loja Bella Moda · em aberto R\$\s1\.500,00/),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Número, cliente ou descrição'), 'Bella');
    await waitFor(() => expect(sent.some((request) => request.url === `${path}?q=Bella`)).toBe(true));
  });

  it('calls back with the line and the chosen invoice', async () => {
    const onPick = vi.fn();
    renderWithServer(
      <SearchMatchDialog line={line} onClose={() => undefined} onPick={onPick} busy={false} />,
      () => json(candidates),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Conciliar' }));
    expect(onPick).toHaveBeenCalledWith(line, invoice);
  });

  it("shows the query schema's message under the box and does not ask the server", async () => {
    const sent = renderWithServer(
      <SearchMatchDialog line={line} onClose={() => undefined} onPick={vi.fn()} busy={false} />,
      () => json(candidates),
    );
    await screen.findByRole('button', { name: 'Conciliar' });
    const box = screen.getByLabelText('Número, cliente ou descrição');
    const user = userEvent.setup();
    await user.click(box);
    await user.paste('x'.repeat(101));
    expect(await screen.findByText('Busca muito longa')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(sent.some((request) => request.url.includes('q=xxx'))).toBe(false);
  });
});
