// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentRow } from '@shared/schemas/appointment';
import { AppointmentsTable } from './appointments-table';

afterEach(cleanup);

const row = (overrides: Partial<AppointmentRow> = {}): AppointmentRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Consultoria gratuita',
  description: 'Conversa de 30 minutos',
  appointmentDate: '2026-03-10T13:00:00.000Z',
  durationMinutes: 30,
  status: 'scheduled',
  leadId: null,
  leadName: 'Mariana Souza',
  name: null,
  email: null,
  phone: null,
  createdAt: '2026-03-01T13:00:00.000Z',
  updatedAt: '2026-03-01T13:00:00.000Z',
  ...overrides,
});

function renderTable(props: Partial<Parameters<typeof AppointmentsTable>[0]>) {
  const onDetails = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppointmentsTable rows={[]} loading={false} searching={false} onDetails={onDetails} {...props} />
    </QueryClientProvider>,
  );
  return onDetails;
}

describe('AppointmentsTable (docs/product/appointments.md)', () => {
  it('shows the columns, the date as dd/MM/yyyy HH:mm in São Paulo, and the status selector', () => {
    const onDetails = renderTable({
      rows: [
        row(),
        row({
          id: '00000000-0000-4000-8000-000000000002',
          title: 'Sem data',
          appointmentDate: null,
          status: 'no_show',
        }),
      ],
    });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Título',
      'Data',
      'Descrição',
      'Status',
      'Ações',
    ]);
    const first = screen.getByRole('row', { name: /Consultoria gratuita/ });
    expect(within(first).getByText('10/03/2026 10:00')).toBeInTheDocument();
    expect(within(first).getByRole('combobox', { name: 'Status de Consultoria gratuita' })).toHaveValue(
      'scheduled',
    );
    const undated = screen.getByRole('row', { name: /Sem data/ });
    expect(within(undated).getByText('Data não definida')).toBeInTheDocument();
    expect(within(undated).getByRole('combobox')).toHaveDisplayValue('Não compareceu');
    fireEvent.click(within(first).getByRole('button', { name: 'Detalhes de Consultoria gratuita' }));
    expect(onDetails).toHaveBeenCalledWith('00000000-0000-4000-8000-000000000001');
    // Phones get the same rows as cards (CSS picks one), with the same controls.
    const cards = within(screen.getByRole('list', { name: 'Agendamentos' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText(/^Data não definida/)).toBeInTheDocument();
  });

  it('offers the four statuses with their PT-BR labels', () => {
    renderTable({ rows: [row()] });
    const options = within(within(screen.getByRole('table')).getByRole('combobox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Agendado',
      'Concluído',
      'Cancelado',
      'Não compareceu',
    ]);
  });

  it('shows the empty state with the hint for searching and for an empty list', () => {
    renderTable({ searching: true });
    expect(screen.getByText('Nenhum agendamento encontrado')).toBeInTheDocument();
    expect(screen.getByText('Tente usar outros termos de busca')).toBeInTheDocument();
    cleanup();
    renderTable({ searching: false });
    expect(screen.getByText('Não há agendamentos registrados')).toBeInTheDocument();
  });
});
