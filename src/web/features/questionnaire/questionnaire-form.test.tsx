// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY, emptyDraft } from './questionnaire-draft';
import { QuestionnaireForm } from './questionnaire-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <QuestionnaireForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const TOKEN = 'token-assinado';
type Call = [string, RequestInit | undefined];

/** Answers the form's token request as the server does; every other request goes to `handler`. */
function serverFetch(handler: (url: string, init?: RequestInit) => Promise<Response>) {
  return vi.fn((url: string, init?: RequestInit) =>
    url.startsWith('/api/public/form-token?form=questionario')
      ? Promise.resolve(Response.json({ token: TOKEN, expiresInMs: 7_200_000 }))
      : handler(url, init),
  );
}
const posts = (mock: ReturnType<typeof vi.fn>) =>
  (mock.mock.calls as unknown as Call[]).filter(([url]) => url === '/api/public/questionnaire');

describe('QuestionnaireForm', () => {
  // The form imports its zod schemas lazily; warm the module so the first validation is not timed on a cold transform.
  beforeAll(async () => {
    await import('@shared/schemas/questionnaire');
  });
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows PT-BR errors under the fields and does not advance', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    // The zod step schemas arrive by dynamic import, so the first validation is asynchronous.
    expect(await screen.findByText('Informe o nome da empresa ou do projeto.')).toBeInTheDocument();
    expect(screen.getByText('Selecione o porte da empresa.')).toBeInTheDocument();
    expect(screen.getByText('Etapa 1 de 5')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome da empresa ou do projeto')).toHaveFocus();
  });

  it('asks follow-up questions that depend on the chosen services', async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ answers: { ...emptyDraft(), company: 'X' }, step: 1, startedAt: 1 }),
    );
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByText('Etapa 2 de 5')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'A empresa já tem site?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Sites e Landing Pages' }));
    expect(screen.getByRole('group', { name: 'A empresa já tem site?' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Endereço do site atual')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Sim, já temos um site' }));
    expect(screen.getByLabelText('Endereço do site atual')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Agentes GPT' }));
    expect(
      screen.getByRole('group', { name: 'Em quais canais o agente GPT deve atender?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Informe o endereço do site atual.')).toBeInTheDocument();
    expect(screen.getByText('Selecione pelo menos um canal.')).toBeInTheDocument();
    // The draft follows every answer.
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).answers.services).toEqual(['sites', 'agentes-gpt']);
  });

  it('requires consent, sends while disabled against double clicks, then shows the result and clears the draft', async () => {
    const answers = {
      ...emptyDraft(),
      company: 'Ateliê Flor',
      segment: 'varejo',
      companySize: 'solo',
      role: 'proprietario',
      services: ['branding'],
      hasLogo: 'nao',
      goals: ['marca'],
      budget: 'ate-5k',
      timeline: 'urgente',
      name: 'Flora Lima',
      email: 'flora@atelie.com.br',
      phone: '(11) 98765-4321',
    };
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ answers, step: 4, startedAt: Date.now() - 10_000 }));
    let release: (value: Response) => void = () => undefined;
    const fetchMock = serverFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();
    const send = await screen.findByRole('button', { name: 'Enviar respostas' });
    await user.click(send);
    expect(
      screen.getByText('É necessário aceitar o uso dos dados para responder sua solicitação.'),
    ).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /Autorizo a Coders/ }));
    await user.click(send);
    await user.click(await screen.findByRole('button', { name: 'Enviando...' }));
    expect(posts(fetchMock)).toHaveLength(1);
    const body = JSON.parse(posts(fetchMock)[0]![1]!.body as string);
    // The token the server issued when the form was served goes back with the answers.
    expect(body).toMatchObject({
      consent: { purpose: true, marketing: false },
      website: '',
      formToken: TOKEN,
      answers: { name: 'Flora Lima' },
    });

    release(new Response(JSON.stringify({ ok: true }), { status: 201 }));
    expect(
      await screen.findByRole('heading', { name: 'Recebemos suas respostas, Flora!' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('blocks a second submit within 2 s of the first (docs/product/questionnaire-and-booking.md), even after a quick failure', async () => {
    const answers = {
      ...emptyDraft(),
      name: 'Flora',
      email: 'flora@atelie.com.br',
      phone: '(11) 98765-4321',
    };
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ answers, step: 4, startedAt: 1 }));
    const fetchMock = serverFetch(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('checkbox', { name: /Autorizo a Coders/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(
      await screen.findByText('Não foi possível enviar agora. Verifique sua conexão e tente novamente.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it('brings the visitor back to the field the server refused', async () => {
    const answers = {
      ...emptyDraft(),
      name: 'Flora',
      email: 'flora@atelie.com.br',
      phone: '(11) 98765-4321',
    };
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ answers, step: 4, startedAt: 1 }));
    vi.stubGlobal(
      'fetch',
      serverFetch(async () =>
        Response.json(
          {
            error: {
              code: 'validation',
              message: 'Informe o nome da empresa ou do projeto.',
              fields: { 'answers.company': 'Informe o nome da empresa ou do projeto.' },
            },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('checkbox', { name: /Autorizo a Coders/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Etapa 1 de 5')).toBeInTheDocument();
    expect(screen.getAllByText('Informe o nome da empresa ou do projeto.').length).toBeGreaterThan(0);
  });
});
