// @vitest-environment jsdom
/**
 * The proposal forms on the kit: the client's acceptance and refusal on the public page, and staff's
 * cancellation. Each shows the shared schema's PT-BR message under its field before anything is sent,
 * and the server's field message under the field it names.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MESSAGES } from '@shared/documents';
import type { ProposalDetails } from '@shared/proposals/schemas';
import { refused, renderWithServer, type Sent } from '@web/test/render-with-server';
import { AcceptForm } from './accept-form';
import { DeclineForm } from './decline-form';
import { CancelDialog } from './proposal-actions';

/** The public proposal's forms render links. */
const renderWith = (ui: ReactNode, answer: (sent: Sent) => Response) =>
  renderWithServer(ui, answer, { router: true });
const description = (label: string | RegExp, text: string) =>
  waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text));

const HASH = 'a'.repeat(64);
function accept(answer: (sent: Sent) => Response, onChanged = vi.fn()) {
  const sent = renderWith(
    <AcceptForm
      token="tok-123"
      proposal={{ version: 2, contentHash: HASH }}
      total="1500.00"
      ticked={[3]}
      signer={{ name: '', cpf: '' }}
      onSigner={() => undefined}
      onAccepted={() => undefined}
      onChanged={onChanged}
    />,
    answer,
  );
  return sent;
}

describe('AcceptForm', () => {
  it('asks for the name, a valid CPF and the checkbox, then shows the server message under the CPF', async () => {
    const sent = accept(() => refused({ cpf: 'Este CPF não confere com o cadastro.' }));
    await userEvent.type(screen.getByLabelText('CPF'), '11111111111');
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar proposta' }));
    await description('Nome completo', 'Informe o seu nome completo');
    await description('CPF', DOCUMENT_MESSAGES.cpf);
    await description(/Li e aceito/, 'Marque a caixa para confirmar o aceite');
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Nome completo'), 'Maria da Silva');
    await userEvent.clear(screen.getByLabelText('CPF'));
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.click(screen.getByLabelText(/Li e aceito/));
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar proposta' }));
    await description('CPF', 'Este CPF não confere com o cadastro.');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/public/proposals/tok-123/accept',
      body: {
        name: 'Maria da Silva',
        cpf: '52998224725',
        agree: true,
        version: 2,
        contentHash: HASH,
        selectedOptionalItemIds: [3],
      },
    });
  });

  it('hands a changed proposal over to the page instead of showing an error', async () => {
    const onChanged = vi.fn();
    accept(() => refused({}, 409, 'proposal_changed'), onChanged);
    await userEvent.type(screen.getByLabelText('Nome completo'), 'Maria da Silva');
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.click(screen.getByLabelText(/Li e aceito/));
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar proposta' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DeclineForm', () => {
  it('asks for a reason, then shows the server message under it', async () => {
    const sent = renderWith(<DeclineForm token="tok-123" onDeclined={() => undefined} />, () =>
      refused({ reason: 'Motivo muito longo' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar recusa' }));
    await description('Por que você está recusando?', 'Conte o motivo em poucas palavras');
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('Por que você está recusando?'), 'Ficou caro');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar recusa' }));
    await description('Por que você está recusando?', 'Motivo muito longo');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/public/proposals/tok-123/decline',
      body: { reason: 'Ficou caro' },
    });
  });
});

describe('CancelDialog', () => {
  it("asks for the reason by the one 'motivo' rule, then shows the server message under it", async () => {
    const proposal = {
      id: '5b0f3c1e-8a43-4d8e-9a57-0c2f7d6b1a20',
      number: 'PROP-2026-0007',
    } as ProposalDetails;
    const sent = renderWith(<CancelDialog proposal={proposal} open onOpenChange={() => undefined} />, () =>
      refused({ reason: 'O motivo deve ter no máximo 1000 caracteres' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar proposta' }));
    await description('Motivo', 'Informe o motivo (mín. 3 caracteres)');
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('Motivo'), 'Cliente desistiu');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar proposta' }));
    await description('Motivo', 'O motivo deve ter no máximo 1000 caracteres');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `/api/proposals/${proposal.id}/cancel`,
      body: { reason: 'Cliente desistiu' },
    });
  });
});
