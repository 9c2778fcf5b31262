/** Agency identity, contact details and the copy claims of the landing page (docs/product/public-site.md). */

export type SiteStep = { title: string; text: string };

export type SiteMetric = { value: string; label: string };

export const site = {
  name: 'Coders',
  legalName: 'Coders Soluções Digitais Ltda.',
  tagline: 'Sites, agentes GPT e automações com inteligência artificial para fazer a sua empresa crescer',
  description:
    'Agência digital com foco em IA: sites, agentes GPT, identidade visual, marketing e automação. Entrega em até 15 dias. Agende já a sua consulta gratuita.',
  url: 'https://coders.example',
  locale: 'pt-BR',
  whatsapp: '5511999999999',
  whatsappDisplay: '(11) 99999-9999',
  email: 'contato@coders.example',
  /** For clients already served; the settings' 'Email de Suporte' replaces it on the served pages. */
  supportEmail: 'suporte@coders.example',
  supportHours: 'Segunda a sexta, das 8h às 18h',
  whatsappResponse: 'Resposta no WhatsApp em até 4 horas',
  questionnairePath: '/questionario',

  /** Copy claims shown on the landing page (docs/product/public-site.md). Numbers for logic, strings for display. */
  claims: {
    spotsPerMonth: 5,
    spotsPerMonthText: 'Apenas 5 vagas por mês',
    firstProjects: 50,
    firstProjectsText: 'Condição especial para os primeiros 50 projetos',
    deliveryDays: 15,
    deliveryText: 'Entrega em até 15 dias',
    clients: '200+',
    satisfaction: '98%',
    conversionGain: '300%',
    platforms: 12,
    categories: 9,
    years: '2+',
    consultationMinutes: 30,
    consultationText: 'Consulta gratuita de 30 minutos, sem compromisso',
    whatsappResponseHours: 4,
    metrics: [
      { value: '200+', label: 'Clientes atendidos' },
      { value: '98%', label: 'Satisfação dos clientes' },
      { value: '300%', label: 'Ganho médio de conversão' },
      { value: '12', label: 'Plataformas próprias' },
      { value: '9', label: 'Categorias de soluções' },
      { value: '2+', label: 'Anos de mercado' },
    ] satisfies readonly SiteMetric[],
  },

  howItWorks: {
    title: 'Como funciona',
    subtitle: 'Do primeiro contato à entrega, um processo simples e transparente.',
    steps: [
      {
        title: 'Avaliação gratuita',
        text: 'Responda ao questionário de avaliação ou agende uma consulta gratuita de 30 minutos, sem compromisso, para nos contar sobre o seu projeto.',
      },
      {
        title: 'Proposta personalizada',
        text: 'Analisamos o seu negócio e enviamos uma proposta clara, com escopo, prazo e investimento definidos, sem custos escondidos.',
      },
      {
        title: 'Desenvolvimento ágil',
        text: 'Nossa equipe cria o seu projeto com inteligência artificial e boas práticas, e você acompanha cada etapa. Entrega em até 15 dias.',
      },
      {
        title: 'Lançamento e suporte',
        text: 'Colocamos tudo no ar e seguimos ao seu lado, com suporte de segunda a sexta, das 8h às 18h, e resposta no WhatsApp em até 4 horas.',
      },
    ] satisfies readonly SiteStep[],
  },

  brandingMarketing: {
    title: 'Branding e Marketing que geram resultado',
    text: 'Uma marca forte e uma estratégia de marketing bem executada transformam visitantes em clientes fiéis. Unimos criatividade, dados e inteligência artificial para posicionar a sua empresa e acelerar o crescimento.',
    items: [
      'Identidade visual completa, do logotipo ao manual de marca',
      'Gestão de tráfego pago no Google, Meta e TikTok',
      'Conteúdo estratégico para redes sociais, produzido com apoio de IA',
      'Relatórios de desempenho com foco em conversão e retorno',
    ],
  },
} as const;

export type Site = typeof site;
