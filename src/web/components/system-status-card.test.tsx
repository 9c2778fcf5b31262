// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemHealth } from '@shared/schemas/system-health';
import { SystemStatusCard } from './system-status-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SystemStatusCard />
    </QueryClientProvider>,
  );
}

const item = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('SystemStatusCard', () => {
  it("shows every check as 'Verificando' first, then the server's results with their badges", async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderCard();
    expect(screen.getAllByText('Verificando')).toHaveLength(5);
    const health: SystemHealth = {
      checkedAt: '2026-11-26T12:00:00.000Z',
      checks: [
        {
          id: 'database',
          name: 'Conexão com o Banco de Dados',
          status: 'ok',
          message: 'Conectado com sucesso',
        },
        { id: 'auth', name: 'Autenticação', status: 'warning', message: 'Nenhum usuário autenticado' },
        {
          id: 'tables',
          name: 'Tabelas do Sistema',
          status: 'error',
          message: 'Algumas tabelas não estão acessíveis',
          details: ['chat_messages'],
        },
        {
          id: 'permissions',
          name: 'Permissões de Acesso',
          status: 'warning',
          message: 'Usuário não autenticado',
        },
        {
          id: 'jobs',
          name: 'Rotinas em Segundo Plano',
          status: 'warning',
          message: 'A última execução falhou',
          details: ['Retenção (LGPD)'],
        },
      ],
    };
    answer(new Response(JSON.stringify(health), { headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByText('Conectado com sucesso')).toBeInTheDocument();
    expect(within(item('Conexão com o Banco de Dados')).getByText('OK')).toBeInTheDocument();
    expect(within(item('Autenticação')).getByText('Atenção')).toBeInTheDocument();
    expect(within(item('Tabelas do Sistema')).getByText('Erro')).toBeInTheDocument();
    expect(screen.getByText('chat_messages')).toBeInTheDocument();
    expect(within(item('Rotinas em Segundo Plano')).getByText('Atenção')).toBeInTheDocument();
    expect(screen.getByText('Retenção (LGPD)')).toBeInTheDocument();
    expect(screen.getByText('Última verificação: 26/11/2026 09:00')).toBeInTheDocument();
  });

  it('reports each check as failed when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":{"code":"internal","message":"x"}}', { status: 500 })),
    );
    renderCard();
    expect(await screen.findByText('Falha na conexão')).toBeInTheDocument();
    expect(screen.getByText('Erro no sistema de autenticação')).toBeInTheDocument();
    expect(screen.getByText('Erro ao verificar tabelas')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível verificar permissões')).toBeInTheDocument();
    expect(screen.getByText('Erro ao verificar as rotinas')).toBeInTheDocument();
    expect(screen.getAllByText('Erro')).toHaveLength(4);
  });
});
