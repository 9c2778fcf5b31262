// @vitest-environment jsdom
/**
 * The request card's dialogs on the form kit (docs/product/privacy-lgpd.md): 'Verificar identidade',
 * 'Corrigir dados' and 'Encerrar com resposta' show the shared schema's PT-BR message under the field without calling
 * the server, send what was typed to the request's endpoint, and put the server's field error under
 * its field with the dialog kept open.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrivacyRequestItem } from '@shared/privacy/schemas';
import { CloseDialog } from './close-dialog';
import { CorrectDialog } from './correct-dialog';
import { VerifyDialog } from './verify-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '11111111-1111-4111-8111-111111111111';
const request: PrivacyRequestItem = {
  id: ID,
  type: 'acesso',
  status: 'nao_verificada',
  email: 'fernanda@exemplo.com.br',
  name: 'Fernanda Alves',
  phone: '(11) 98765-1020',
  details: '',
  createdAt: '2026-11-25T12:00:00.000Z',
  verifiedAt: null,
  verifiedBy: null,
  verificationNote: null,
  closedAt: null,
  reply: null,
  anonymizedAt: null,
  leads: [],
  deadline: { day: '2026-12-10', dueAt: '2026-12-11T02:59:59.999Z', daysLeft: 13, overdue: false },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubServer(answer: (body: unknown) => Response) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}'));
      sent.push({ url: String(input), body });
      return answer(body);
    }),
  );
  return sent;
}

function renderIn(dialog: (onOpenChange: (open: boolean) => void) => ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onOpenChange = vi.fn();
  render(<QueryClientProvider client={client}>{dialog(onOpenChange)}</QueryClientProvider>);
  return { onOpenChange };
}

describe('VerifyDialog', () => {
  it("shows the schema's message under 'Como foi confirmado' without calling the server", async () => {
    const sent = stubServer(() => json({ ok: true }));
    renderIn((onOpenChange) => <VerifyDialog request={request} open onOpenChange={onOpenChange} />);
    await userEvent.type(screen.getByLabelText('Como foi confirmado'), 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar verificação' }));
    expect(await screen.findByText('Descreva como a identidade foi confirmada.')).toBeInTheDocument();
    expect(screen.getByLabelText('Como foi confirmado')).toHaveAccessibleDescription(
      'Descreva como a identidade foi confirmada.',
    );
    expect(sent).toEqual([]);
  });

  it("sends the note and shows the server's field error under its field", async () => {
    const message = 'Este pedido já foi verificado.';
    const sent = stubServer(() =>
      json({ error: { code: 'validation', message, fields: { note: message } } }, 422),
    );
    const { onOpenChange } = renderIn((change) => (
      <VerifyDialog request={request} open onOpenChange={change} />
    ));
    await userEvent.type(screen.getByLabelText('Como foi confirmado'), 'Liguei para o telefone do cadastro');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar verificação' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Como foi confirmado')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([
      { url: `/api/privacy/requests/${ID}/verify`, body: { note: 'Liguei para o telefone do cadastro' } },
    ]);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('closes once the server accepts', async () => {
    stubServer(() => json({ ok: true }));
    const { onOpenChange } = renderIn((change) => (
      <VerifyDialog request={request} open onOpenChange={change} />
    ));
    await userEvent.type(screen.getByLabelText('Como foi confirmado'), 'Liguei e a pessoa confirmou');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar verificação' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});

describe('CloseDialog', () => {
  it("shows the schema's message under 'Resposta ao titular' without calling the server", async () => {
    const sent = stubServer(() => json({ ok: true, emailed: false }));
    renderIn((onOpenChange) => <CloseDialog request={request} open onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Encerrar pedido' }));
    expect(await screen.findByText('Escreva a resposta ao titular.')).toBeInTheDocument();
    expect(screen.getByLabelText('Resposta ao titular')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("sends the outcome and reply, and shows the server's field error under its field", async () => {
    const message = 'A resposta precisa citar o pedido.';
    const sent = stubServer(() =>
      json({ error: { code: 'validation', message, fields: { reply: message } } }, 422),
    );
    renderIn((onOpenChange) => <CloseDialog request={request} open onOpenChange={onOpenChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Resultado'), 'recusada');
    await userEvent.type(screen.getByLabelText('Resposta ao titular'), 'Não encontramos dados seus.');
    await userEvent.click(screen.getByRole('button', { name: 'Encerrar pedido' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Resposta ao titular')).toHaveAccessibleDescription(message);
    expect(sent).toEqual([
      {
        url: `/api/privacy/requests/${ID}/close`,
        body: { outcome: 'recusada', reply: 'Não encontramos dados seus.' },
      },
    ]);
  });
});

describe('CorrectDialog', () => {
  const LEAD = '22222222-2222-4222-8222-222222222222';
  const withLead = {
    ...request,
    status: 'aberta' as const,
    leads: [{ id: LEAD, name: 'Fernanda Alves', status: 'novo' }],
  };

  it("asks for at least one box, and the schema's e-mail message shows under 'E-mail'", async () => {
    const sent = stubServer(() => json({ ok: true }));
    renderIn((onOpenChange) => <CorrectDialog request={withLead} open onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar correção' }));
    expect(await screen.findByText('Preencha ao menos um campo a corrigir.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'fernanda@');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar correção' }));
    expect(await screen.findByText('E-mail inválido.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail inválido.');
    expect(sent).toEqual([]);
  });

  it("sends only the boxes filled in, and shows the server's field error under its box", async () => {
    const message = 'Nome longo demais.';
    const sent = stubServer(() =>
      json({ error: { code: 'validation', message, fields: { 'fields.name': message } } }, 422),
    );
    renderIn((onOpenChange) => <CorrectDialog request={withLead} open onOpenChange={onOpenChange} />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Fernanda Alves Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar correção' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([
      {
        url: `/api/privacy/requests/${ID}/correct`,
        body: { leadId: LEAD, fields: { name: 'Fernanda Alves Souza' } },
      },
    ]);
  });
});
