// @vitest-environment jsdom
/**
 * The custom role form (decision 065): the shared schema's PT-BR messages show under the fields
 * without calling the server; the permissions are offered by their PT-BR names (never a key or a
 * path); what is sent is the name and the chosen permission keys; the server's field error
 * ('Já existe um papel com esse nome.') lands under the name.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionGroups } from '@shared/catalog/access';
import type { CustomRole } from '@shared/roles/schemas';
import { RoleFormDialog } from './role-form-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubServer(write: (body: unknown, url: string, method: string) => Response) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json({ roles: [], custom: [] });
      const body = JSON.parse(String(init?.body ?? '{}'));
      sent.push({ url, method, body });
      return write(body, url, method);
    }),
  );
  return sent;
}

function renderDialog(role: CustomRole | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <RoleFormDialog role={role} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

const saved = (body: { name: string; permissions: string[] }): CustomRole => ({
  id: '55555555-5555-4555-8555-555555555555',
  ...body,
  userCount: 0,
  createdAt: '2026-11-27T12:00:00.000Z',
  updatedAt: '2026-11-27T12:00:00.000Z',
});

describe('RoleFormDialog', () => {
  it('offers every permission by its PT-BR name, never a key or a path', () => {
    stubServer(() => json({}));
    renderDialog();
    const dialog = screen.getByRole('dialog');
    for (const group of permissionGroups) {
      // The label, not a longer one that starts with it ('Empresas' and 'Empresas (leitura)').
      const label = group.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(screen.getByRole('checkbox', { name: new RegExp(`^${label}(?!\\s*\\()`) })).toBeTruthy();
    }
    expect(dialog.textContent).not.toMatch(/\/api|\/coders|hours-approval|cash-flow/);
  });

  it('shows the schema’s messages under the fields without calling the server', async () => {
    const sent = stubServer(() => json({}));
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Criar papel' }));
    expect(await screen.findByText('O nome precisa de pelo menos 2 letras')).toBeTruthy();
    expect(screen.getByText('Escolha pelo menos uma permissão')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the name and the chosen permissions, and closes', async () => {
    const sent = stubServer((body) => json(saved(body as { name: string; permissions: string[] }), 201));
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByLabelText(/Nome do papel/), '  Designer ');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Tarefas/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Timesheet/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Criar papel' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([
      { url: '/api/roles', method: 'POST', body: { name: 'Designer', permissions: ['tasks', 'timesheet'] } },
    ]);
  });

  it('edits a role with its permissions checked, and shows the server’s error under the name', async () => {
    const message = 'Já existe um papel com esse nome.';
    const sent = stubServer(() =>
      json({ error: { code: 'conflict', message, fields: { name: message } } }, 409),
    );
    renderDialog(saved({ name: 'Atendimento', permissions: ['tasks'] }));
    expect((screen.getByRole('checkbox', { name: /^Tarefas/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^Leads/ }) as HTMLInputElement).checked).toBe(false);
    const name = screen.getByLabelText(/Nome do papel/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Financeiro');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar papel' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(sent[0]).toMatchObject({
      url: '/api/roles/55555555-5555-4555-8555-555555555555',
      method: 'PATCH',
      body: { name: 'Financeiro', permissions: ['tasks'] },
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
