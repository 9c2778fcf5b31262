// @vitest-environment jsdom
/**
 * 'Novo negócio' on the form kit: the shared schema's message under its field, the company and person
 * pickers (the person list narrowed to the chosen company), and the server's field error under its field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refused, renderWithServer } from '@web/test/render-with-server';
import { DealDialog } from './deal-dialog';

const BAKERY = '0b6c2a4e-3f1d-4c5e-9a7b-8d9e0f1a2b3c';
const MARIA = '1b6c2a4e-3f1d-4c5e-9a7b-8d9e0f1a2b3c';
const JOAO = '2b6c2a4e-3f1d-4c5e-9a7b-8d9e0f1a2b3c';
const noop = () => undefined;

const reads = {
  '/api/companies': { items: [{ id: BAKERY, name: 'Padaria Pão Bom' }], total: 1, page: 1, limit: 100 },
  [`/api/companies/${BAKERY}`]: {
    id: BAKERY,
    name: 'Padaria Pão Bom',
    people: [{ id: MARIA, name: 'Maria Padeira', email: 'maria@pao.com.br', phone: null, status: 'novo' }],
  },
  '/api/leads': {
    items: [
      { id: MARIA, name: 'Maria Padeira', company: 'Padaria Pão Bom' },
      { id: JOAO, name: 'João Avulso', company: null },
    ],
  },
  '/api/staff': [],
};

describe('Novo negócio', () => {
  it("shows the schema's message under the field and sends nothing", async () => {
    const sent = renderWithServer(<DealDialog deal={null} open onOpenChange={noop} />, undefined, {
      reads,
      record: 'writes',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar negócio' }));
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("narrows the people to the chosen company and shows the server's field error under its field", async () => {
    const sent = renderWithServer(
      <DealDialog deal={null} open onOpenChange={noop} />,
      () => refused({ leadId: 'Pessoa não encontrada' }),
      { reads, record: 'writes' },
    );
    const person = screen.getByLabelText('Pessoa');
    await waitFor(() => expect(within(person).getByText('João Avulso')).toBeInTheDocument());
    await userEvent.selectOptions(await screen.findByLabelText('Empresa'), 'Padaria Pão Bom');
    await waitFor(() => expect(within(person).queryByText('João Avulso')).not.toBeInTheDocument());
    await userEvent.selectOptions(person, 'Maria Padeira');
    await userEvent.type(screen.getByLabelText('Título'), 'Site novo');
    await userEvent.type(screen.getByLabelText('Valor'), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar negócio' }));
    expect(await screen.findByText('Pessoa não encontrada')).toBeInTheDocument();
    expect(screen.getByLabelText('Pessoa')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/deals',
      body: { title: 'Site novo', companyId: BAKERY, leadId: MARIA },
    });
  });
});
