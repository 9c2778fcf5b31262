// @vitest-environment jsdom
/**
 * 'Nova fatura' on the form kit: the shared schema's PT-BR messages under their fields (nothing sent),
 * and the server's field error under the field it names (an item's unit price).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithServer } from '@web/test/render-with-server';
import { InvoiceForm } from './invoice-form';

const CLIENT = {
  id: '6f1c1f0e-8d4e-4d0a-9a55-2b8f8f6b6a01',
  name: 'Aline Lima',
  company: 'Lima Doces',
  email: 'aline@exemplo.com.br',
  projects: [{ id: '0b3f8a52-4f3c-4e55-8f7e-7d1c2a9e5b11', title: 'Loja virtual' }],
};

/** 'Nova fatura' with the client list answered; `sent` holds what it wrote. */
const renderForm = (answer: () => Response) =>
  renderWithServer(<InvoiceForm onDone={() => undefined} />, answer, {
    reads: { '/api/invoices/clients': { items: [CLIENT] } },
    record: 'writes',
  });

describe('InvoiceForm', () => {
  it("shows the schema's messages under the client and the item, and sends nothing", async () => {
    const sent = renderForm(() => json({}, 201));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Cliente')).toHaveAccessibleDescription('Selecione o cliente'),
    );
    expect(screen.getByLabelText('Descrição do item')).toHaveAccessibleDescription(
      'Descrição do item é obrigatória',
    );
    expect(sent).toEqual([]);
  });

  it("shows the server's field error under the item's unit price, with the line total from the shared rule", async () => {
    const sent = renderForm(() =>
      json(
        {
          error: {
            code: 'invalid',
            message: 'Revise os campos destacados.',
            fields: { 'items.0.unitPrice': 'Preço unitário: acima do limite do contrato' },
          },
        },
        422,
      ),
    );
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Aline Lima — Lima Doces' });
    await user.selectOptions(screen.getByLabelText('Cliente'), CLIENT.id);
    await user.selectOptions(screen.getByLabelText('Projeto (opcional)'), 'Loja virtual');
    await user.type(screen.getByLabelText('Vencimento'), '2026-12-10');
    await user.type(screen.getByLabelText('Descrição do item'), 'Loja virtual com PIX');
    await user.clear(screen.getByLabelText('Qtd.'));
    await user.type(screen.getByLabelText('Qtd.'), '1,5');
    await user.type(screen.getByLabelText('Preço unitário'), '33,33');
    // 1,5 × 33,33 = 49,995 → R$ 50,00 (half away from zero), the server's own rule.
    expect(screen.getAllByText('R$ 50,00')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/invoices' });
    expect(sent[0]!.body).toMatchObject({
      leadId: CLIENT.id,
      projectId: CLIENT.projects[0]!.id,
      dueDate: '2026-12-10',
      items: [{ description: 'Loja virtual com PIX', quantity: '1.50', unitPrice: '33.33' }],
    });
    expect(await screen.findByLabelText('Preço unitário')).toHaveAccessibleDescription(
      'Preço unitário: acima do limite do contrato',
    );
  });
});
