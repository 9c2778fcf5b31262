// @vitest-environment jsdom
/**
 * The insights forms on the kit: the goal dialog and the cash flow's settings. Each shows the shared
 * schema's PT-BR message under its field before anything is sent, and the server's field message under
 * the field it names.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GOAL_USER_INVALID } from '@shared/insights/schemas';
import { json, refused, renderWithServer } from '@web/test/render-with-server';
import { CashFlowSettingsForm } from './cash-flow-settings-form';
import { GoalDialog } from './goal-dialog';

const description = (label: string, text: string) =>
  waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text));

const CARLOS = '5b0f3c1e-8a43-4d8e-9a57-0c2f7d6b1a20';

describe('GoalDialog', () => {
  it('asks for a target and a whole number of deals, then shows the server message under the person', async () => {
    const sent = renderWithServer(
      <GoalDialog
        open
        onOpenChange={() => undefined}
        goal={null}
        people={[{ id: CARLOS, name: 'Carlos Comercial' }]}
        defaultMonth="2026-11"
      />,
      () => refused({ userId: GOAL_USER_INVALID }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar meta' }));
    await description('Meta (R$)', 'Meta: informe um valor.');
    expect(sent).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText('Métrica'), 'deals_won');
    await userEvent.type(screen.getByLabelText('Meta (quantidade)'), '2,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar meta' }));
    await description('Meta (quantidade)', 'Esta métrica conta unidades: use um número inteiro');
    expect(sent).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Meta (quantidade)'));
    await userEvent.type(screen.getByLabelText('Meta (quantidade)'), '4');
    await userEvent.selectOptions(screen.getByLabelText('Pessoa'), CARLOS);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar meta' }));
    await description('Pessoa', GOAL_USER_INVALID);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/goals',
      body: {
        userId: CARLOS,
        metric: 'deals_won',
        period: 'month',
        periodStart: '2026-11-01',
        target: '4.00',
      },
    });
  });

  it('asks a quarter to start in January, April, July or October', async () => {
    const sent = renderWithServer(
      <GoalDialog open onOpenChange={() => undefined} goal={null} people={[]} defaultMonth="2026-11" />,
      () => json({}),
    );
    await userEvent.selectOptions(screen.getByLabelText('Período'), 'quarter');
    await userEvent.type(screen.getByLabelText('Meta (R$)'), '100.000,00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar meta' }));
    await description('Primeiro mês do trimestre', 'Um trimestre começa em janeiro, abril, julho ou outubro');
    fireEvent.change(screen.getByLabelText('Primeiro mês do trimestre'), { target: { value: '2026-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar meta' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ userId: null, period: 'quarter', periodStart: '2026-10-01' });
  });
});

describe('CashFlowSettingsForm', () => {
  it('reads the amounts by the one money rule, then shows the server message under the minimum', async () => {
    const sent = renderWithServer(
      <CashFlowSettingsForm
        settings={{ startingBalance: '25000.00', minimumBalance: '10000.00' } as never}
      />,
      () => refused({ minimumBalance: 'Saldo mínimo: valor muito alto.' }),
    );
    await userEvent.clear(screen.getByLabelText('Saldo inicial'));
    await userEvent.type(screen.getByLabelText('Saldo inicial'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar saldos' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Saldo inicial')).toHaveAccessibleDescription(/^Saldo inicial: /),
    );
    expect(sent).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Saldo inicial'));
    await userEvent.type(screen.getByLabelText('Saldo inicial'), '30.000,00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar saldos' }));
    await description('Saldo mínimo (alerta)', 'Saldo mínimo: valor muito alto.');
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/finance/cash-flow/settings',
      body: { startingBalance: '30000.00', minimumBalance: '10000.00' },
    });
  });
});
