// @vitest-environment jsdom
/**
 * The LGPD settings form on the kit (docs/product/privacy-lgpd.md): the settings' own PT-BR messages
 * under the fields without calling the server; what is sent is the four LGPD settings; the server's
 * field error lands under its field.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsForm } from './settings-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = {
  dpoName: 'Ana Encarregada',
  dpoEmail: 'dpo@coders.example',
  retentionLeadMonths: '24',
  retentionChatMonths: '12',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubServer(answer: () => Response) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)) });
      return answer();
    }),
  );
  return sent;
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SettingsForm saved={saved} />
    </QueryClientProvider>,
  );
}

describe('SettingsForm (Privacidade)', () => {
  it("shows the settings' messages under the fields and does not call the server", async () => {
    const sent = stubServer(() => json(saved));
    renderForm();
    const months = screen.getByLabelText('Leads e agendamentos (meses)');
    await userEvent.clear(months);
    await userEvent.type(months, '500');
    await userEvent.clear(screen.getByLabelText('E-mail do encarregado'));
    await userEvent.type(screen.getByLabelText('E-mail do encarregado'), 'dpo@');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Entre 1 e 120 meses')).toBeInTheDocument();
    expect(months).toHaveAccessibleDescription(expect.stringContaining('Entre 1 e 120 meses'));
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("sends the four LGPD settings and shows the server's field error under its field", async () => {
    const message = 'Nome do encarregado é obrigatório';
    const sent = stubServer(() =>
      json({ error: { code: 'validation', message, fields: { dpoName: message } } }, 422),
    );
    renderForm();
    await userEvent.clear(screen.getByLabelText('Conversas do chat (meses)'));
    await userEvent.type(screen.getByLabelText('Conversas do chat (meses)'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do encarregado (DPO)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([
      { url: '/api/settings', method: 'PUT', body: { ...saved, retentionChatMonths: '6' } },
    ]);
  });
});
