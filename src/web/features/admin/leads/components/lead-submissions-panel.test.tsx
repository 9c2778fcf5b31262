// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadSubmissions } from '@shared/schemas/lead-submissions';
import { LeadSubmissionsPanel } from './lead-submissions-panel';

const LEAD = '11111111-1111-4111-8111-111111111111';
const EVENT = '22222222-2222-4222-8222-222222222222';

const data: LeadSubmissions = {
  suggestions: [
    {
      eventId: EVENT,
      kind: 'questionnaire',
      at: '2026-11-26T13:00:00.000Z',
      changes: { phone: { current: '(21) 97777-1234', suggested: '(11) 91234-5678' } },
    },
  ],
  consents: [
    {
      id: 'c1',
      purpose: 'marketing',
      granted: false,
      channel: 'questionnaire',
      policyVersion: '2026-11-01',
      ip: '203.0.113.7',
      userAgent: null,
      at: '2026-11-26T13:00:00.000Z',
    },
    {
      id: 'c2',
      purpose: 'contato',
      granted: true,
      channel: 'booking',
      policyVersion: '2026-11-01',
      ip: null,
      userAgent: null,
      at: '2026-11-20T13:00:00.000Z',
    },
  ],
  events: [
    {
      id: EVENT,
      kind: 'questionnaire',
      at: '2026-11-26T13:00:00.000Z',
      actorName: null,
      payload: { serviceInterest: 'Sites e Landing Pages', score: 80 },
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LeadSubmissionsPanel', () => {
  it('shows the suggestion, the consent history and the submissions, and applies the suggestion', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? Response.json({ applied: ['phone'] }) : Response.json(data),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <LeadSubmissionsPanel leadId={LEAD} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Sugestões de atualização (1)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('(11) 91234-5678')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Histórico de consentimento' });
    expect(history.textContent).toContain('Não concedido');
    expect(history.textContent).toContain('Novidades e marketing');
    expect(history.textContent).toContain('IP 203.0.113.7');
    expect(history.textContent).toContain('Concedido');
    expect(screen.getByText('Respondeu o questionário')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Aplicar sugestão' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/leads/${LEAD}/suggestions/${EVENT}/apply`,
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });
});
