// @vitest-environment jsdom
/**
 * Onboarding's forms on the kit: each shows the shared schema's PT-BR message under its field before
 * anything is sent, and the server's field message under the field it names.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LGPD_TERM_TITLE } from '@shared/onboarding/catalog';
import type { OnboardingTemplate } from '@shared/onboarding/schemas';
import { refused, renderWithServer, type Sent } from '@web/test/render-with-server';
import { StartOnboardingDialog } from './start-onboarding-dialog';
import { TemplateForm } from './template-form';

const PERSON = {
  id: '5b0f3c1e-8a43-4d8e-9a57-0c2f7d6b1a20',
  name: 'Paula Nova',
  email: 'paula@coders.example',
};

/** Renders with the candidates answered; `answer` stands in for the rest of the server. */
const renderWith = (ui: ReactNode, answer: (sent: Sent) => Response) =>
  renderWithServer(ui, answer, { reads: { '/api/onboarding/candidates': [PERSON] } });

describe('StartOnboardingDialog', () => {
  it('asks for the person, then shows the server message under the person', async () => {
    const sent = renderWith(<StartOnboardingDialog open onOpenChange={() => undefined} />, () =>
      refused({ userId: 'Esta pessoa já tem um onboarding.' }, 409),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar' }));
    expect(screen.getByLabelText('Pessoa')).toHaveAccessibleDescription('Escolha a pessoa');
    expect(sent).toEqual([]);

    await screen.findByRole('option', { name: `${PERSON.name} (${PERSON.email})` });
    await userEvent.selectOptions(screen.getByLabelText('Pessoa'), PERSON.id);
    await userEvent.selectOptions(screen.getByLabelText('Tipo de contrato'), 'PJ');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Pessoa')).toHaveAccessibleDescription(
        'Esta pessoa já tem um onboarding.',
      ),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/onboarding',
      body: { userId: PERSON.id, contractType: 'pj' },
    });
  });
});

const template: OnboardingTemplate = {
  id: '0d7a4f52-1c3b-4e6f-8a9d-2b5c7e1f3a40',
  contractType: 'pj',
  name: 'Integração PJ',
  isDefault: false,
  activities: [
    { id: 'a0', kind: 'lgpd_term', title: LGPD_TERM_TITLE, ownerRole: 'new_person', dayOffset: 0 },
    { id: 'a1', kind: 'task', title: 'Assinar o contrato', ownerRole: 'financeiro', dayOffset: 1 },
  ],
};

describe('TemplateForm', () => {
  it('asks for a whole day, sends the days as numbers, and shows the server message under the activity', async () => {
    const onDone = vi.fn();
    const sent = renderWith(<TemplateForm contractType="pj" template={template} onDone={onDone} />, () =>
      refused({ 'activities.1.title': 'Título deve ter no máximo 200 caracteres' }),
    );
    // The LGPD term is not an editable row: only the task is.
    expect(screen.getByLabelText('Atividade 1')).toHaveValue('Assinar o contrato');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar atividade' }));
    await userEvent.type(screen.getByLabelText('Atividade 2'), 'Alinhar escopo');
    await userEvent.clear(screen.getByLabelText('Dia da atividade 2'));
    await userEvent.type(screen.getByLabelText('Dia da atividade 2'), '2,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar modelo' }));
    expect(screen.getByLabelText('Dia da atividade 2')).toHaveAccessibleDescription('Dia deve ser um número');
    expect(sent).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Dia da atividade 2'));
    await userEvent.type(screen.getByLabelText('Dia da atividade 2'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar modelo' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Atividade 2')).toHaveAccessibleDescription(
        'Título deve ter no máximo 200 caracteres',
      ),
    );
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/onboarding/templates/pj',
        body: {
          name: 'Integração PJ',
          isDefault: false,
          activities: [
            { title: 'Assinar o contrato', ownerRole: 'financeiro', dayOffset: 1 },
            { title: 'Alinhar escopo', ownerRole: 'adm', dayOffset: 3 },
          ],
        },
      },
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });
});
