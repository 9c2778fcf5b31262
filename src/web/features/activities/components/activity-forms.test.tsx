// @vitest-environment jsdom
/**
 * The activity forms on the kit: the shared schema's PT-BR messages under their fields, the server's
 * field error under its field, what is sent; 'Concluir' refuses an empty outcome.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Activity, OUTCOME_REQUIRED } from '@shared/activities/schemas';
import { json, refused, renderWithServer } from '@web/test/render-with-server';
import { ActivityFormDialog } from './activity-form-dialog';
import { CompleteActivityDialog } from './complete-dialog';

const LEAD = '0b6c2a4e-3f1d-4c5e-9a7b-8d9e0f1a2b3c';
const noop = () => undefined;

const activity: Activity = {
  id: '5f0c2a4e-3f1d-4c5e-9a7b-8d9e0f1a2b3c',
  kind: 'call',
  title: 'Ligar para a Maria',
  notes: null,
  dueAt: '2031-05-04T12:30:00.000Z',
  doneAt: null,
  outcome: null,
  ownerId: null,
  ownerName: null,
  leadId: LEAD,
  leadName: 'Maria',
  companyId: null,
  companyName: null,
  dealId: null,
  dealTitle: null,
  group: 'upcoming',
  late: false,
};

describe('Nova atividade', () => {
  it("shows the schema's message under the field and sends nothing", async () => {
    const sent = renderWithServer(
      <ActivityFormDialog open onOpenChange={noop} subject={{ kind: 'lead', id: LEAD }} canAssign={false} />,
      undefined,
      { record: 'writes' },
    );
    await userEvent.clear(screen.getByLabelText('Data e hora'));
    await userEvent.click(screen.getByRole('button', { name: 'Criar atividade' }));
    expect(await screen.findByText('Assunto é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Data e hora são obrigatórias')).toBeInTheDocument();
    expect(screen.getByLabelText('Assunto')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("sends the lead it was opened on and shows the server's field error under its field", async () => {
    const sent = renderWithServer(
      <ActivityFormDialog open onOpenChange={noop} subject={{ kind: 'lead', id: LEAD }} canAssign={false} />,
      () => refused({ dueAt: 'Horário fora do expediente' }),
      { record: 'writes' },
    );
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'Reunião');
    await userEvent.type(screen.getByLabelText('Assunto'), 'Apresentar a proposta');
    const due = screen.getByLabelText('Data e hora');
    await userEvent.clear(due);
    await userEvent.type(due, '2031-05-04T09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Criar atividade' }));
    expect(await screen.findByText('Horário fora do expediente')).toBeInTheDocument();
    expect(screen.getByLabelText('Data e hora')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/activities',
        body: {
          kind: 'meeting',
          title: 'Apresentar a proposta',
          notes: null,
          dueAt: '2031-05-04T09:30',
          ownerId: null,
          leadId: LEAD,
          companyId: null,
          dealId: null,
        },
      },
    ]);
  });
});

describe('Concluir atividade', () => {
  it('requires the outcome, then sends it', async () => {
    const sent = renderWithServer(<CompleteActivityDialog activity={activity} onClose={noop} />, () =>
      json({ ...activity, doneAt: '2031-05-04T13:00:00.000Z', outcome: 'Atendeu', group: 'done' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByText(OUTCOME_REQUIRED)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('Resultado'), 'Atendeu');
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([
      { method: 'POST', url: `/api/activities/${activity.id}/done`, body: { outcome: 'Atendeu' } },
    ]);
  });
});
