// @vitest-environment jsdom
/**
 * The campaign forms on the kit: each shows the shared schema's PT-BR message under its field before
 * anything is sent, and the server's field message under the field it names; what is sent is the
 * schema's output (money as '5000.00', an empty end as null).
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignDetail } from '@shared/campaigns/schemas';
import { SLUG_TAKEN } from '@shared/campaigns/schemas';
import { campaignQuery } from '../api/campaigns';
import { CampaignDialog } from './campaign-dialog';
import { SpendCard } from './spend-card';
import { UtmBuilder } from './utm-builder';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refused = (fields: Record<string, string>) =>
  json({ error: { code: 'validation', message: Object.values(fields)[0], fields } }, 422);

/** Renders with a query client; `answer` stands in for the server (the bodies sent are kept). */
function renderWith(ui: ReactNode, answer: (method: string, url: string) => Response) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer(method, String(input));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return sent;
}

const metrics = {
  visits: 0,
  leads: 0,
  won: 0,
  spend: '0.00',
  revenue: '0.00',
  costPerLead: null,
  acquisitionCost: null,
  returnOnSpend: null,
};
const campaign: CampaignDetail = {
  id: '7f1c1f3e-3f4a-4c39-9d7e-2a4c1d0e9b11',
  name: 'Black Friday',
  slug: 'black-friday',
  channel: 'meta_ads',
  startsOn: '2030-11-01',
  endsOn: null,
  budget: null,
  notes: '',
  createdAt: '2030-10-01T12:00:00.000Z',
  metrics,
  spend: [],
};

describe('CampaignDialog', () => {
  it("shows the schema's message under the name and draws the identifier from the name", async () => {
    const sent = renderWith(<CampaignDialog campaign={null} open onOpenChange={() => undefined} />, () =>
      json({}),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Informe o nome da campanha.');
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Nome'), 'Promoção de Verão 2031');
    expect(screen.getByLabelText('Identificador (utm_campaign)')).toHaveValue('promocao-de-verao-2031');
    // Once the person types the identifier, the name no longer changes it.
    await userEvent.clear(screen.getByLabelText('Identificador (utm_campaign)'));
    await userEvent.type(screen.getByLabelText('Identificador (utm_campaign)'), 'verao');
    await userEvent.type(screen.getByLabelText('Nome'), '!');
    expect(screen.getByLabelText('Identificador (utm_campaign)')).toHaveValue('verao');
  });

  it("puts the server's message under the identifier and keeps the dialog open", async () => {
    const onOpenChange = vi.fn();
    const sent = renderWith(<CampaignDialog campaign={null} open onOpenChange={onOpenChange} />, () =>
      refused({ slug: SLUG_TAKEN }),
    );
    await userEvent.type(screen.getByLabelText('Nome'), 'Black Friday');
    await userEvent.type(screen.getByLabelText('Orçamento (opcional)'), '5.000');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    const slug = screen.getByLabelText('Identificador (utm_campaign)');
    await waitFor(() => expect(slug).toHaveAccessibleDescription(SLUG_TAKEN));
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/campaigns',
        body: expect.objectContaining({
          name: 'Black Friday',
          slug: 'black-friday',
          channel: 'meta_ads',
          endsOn: null,
          budget: '5000.00',
        }),
      },
    ]);
  });
});

/** The card as the campaign page shows it: fed by the campaign's query, which a new entry updates. */
function SpendOfCampaign() {
  const query = useQuery({ ...campaignQuery(campaign.id), initialData: campaign, staleTime: Infinity });
  return <SpendCard campaign={query.data} />;
}

describe('SpendCard', () => {
  it('asks for the amount, shows the server message under the date, then adds the entry', async () => {
    let attempt = 0;
    const sent = renderWith(<SpendOfCampaign />, () => {
      attempt += 1;
      if (attempt === 1) return refused({ spentOn: 'Data inválida.' });
      return json(
        {
          ...campaign,
          metrics: { ...metrics, spend: '150.50' },
          spend: [{ id: 's1', spentOn: '2030-11-02', amount: '150.50', note: 'Reels', createdAt: '' }],
        },
        201,
      );
    });
    await userEvent.click(screen.getByRole('button', { name: 'Lançar' }));
    expect(screen.getByLabelText('Valor (R$)')).toHaveAccessibleDescription('Valor: informe um valor.');
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Valor (R$)'), '150,5');
    await userEvent.type(screen.getByLabelText('Observação'), 'Reels');
    await userEvent.click(screen.getByRole('button', { name: 'Lançar' }));
    await waitFor(() => expect(screen.getByLabelText('Data')).toHaveAccessibleDescription('Data inválida.'));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/spend`,
      body: { amount: '150.50', note: 'Reels' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Lançar' }));
    const entries = await screen.findByRole('list', { name: 'Gastos lançados' });
    expect(entries).toHaveTextContent('R$ 150,50');
    expect(screen.getByText('Total: R$ 150,50')).toBeInTheDocument();
    expect(screen.getByLabelText('Valor (R$)')).toHaveValue('');
  });
});

describe('UtmBuilder', () => {
  it('builds the link as the values are typed, refuses a value over its limit, copies the link', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWith(<UtmBuilder slug="black-friday" />, () => json({}));
    await userEvent.type(screen.getByLabelText('Fonte (utm_source)'), 'instagram');
    await userEvent.clear(screen.getByLabelText('Página do site'));
    await userEvent.type(screen.getByLabelText('Página do site'), '/questionario');
    const link = `${window.location.origin}/questionario?utm_source=instagram&utm_campaign=black-friday`;
    expect(screen.getByLabelText('Link gerado')).toHaveValue(link);

    fireEvent.change(screen.getByLabelText('Termo (utm_term)'), { target: { value: 'x'.repeat(101) } });
    await userEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(screen.getByLabelText('Termo (utm_term)')).toHaveAccessibleDescription(
      'Use no máximo 100 caracteres.',
    );
    expect(writeText).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Termo (utm_term)'));
    await userEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
  });
});
