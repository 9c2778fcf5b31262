import type { Platform, PlatformCategory } from './types';

/** Filter button labels on the landing page, in display order (docs/product/public-site.md: 10 buttons). */
export const platformCategories: ['Todos', ...PlatformCategory[]] = [
  'Todos',
  'Investimentos',
  'E-commerce',
  'Educação',
  'Gestão',
  'Marketing',
  'Comunidade',
  'Turismo',
  'Institucional',
  'Streaming',
];

export type PlatformFilter = (typeof platformCategories)[number];

/** Old or short ids that should resolve to a platform id (e.g. legacy links). */
export const platformAliases: Record<string, string> = {
  velozinvest: 'velozinvest-br',
};

/** The agency's own platforms (docs/product/public-site.md: static list of 11). All are still in development. */
export const platforms: Platform[] = [
  {
    id: 'velozinvest-br',
    name: 'VelozInvest',
    tagline: 'Investimentos inteligentes com análise por IA',
    description:
      'Plataforma de investimentos que usa inteligência artificial para analisar o mercado brasileiro em tempo real e sugerir carteiras alinhadas ao perfil de cada investidor. Reúne renda fixa, ações, FIIs e criptoativos em um só painel, com alertas personalizados e relatórios claros, sem economês.',
    url: '#',
    category: 'Investimentos',
    image: '/platforms/velozinvest-br.svg',
    features: [
      'Análise de mercado em tempo real com IA',
      'Sugestão de carteira por perfil de investidor',
      'Painel consolidado de renda fixa, ações, FIIs e cripto',
      'Alertas personalizados de preço e oportunidade',
      'Relatórios mensais de rentabilidade em linguagem simples',
      'Simulador de metas e aposentadoria',
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'OpenAI', 'Python'],
    targetAudience: [
      'Investidores iniciantes que querem começar com segurança',
      'Investidores experientes que buscam agilidade na análise',
      'Assessores e planejadores financeiros',
    ],
    useCases: [
      'Montar a primeira carteira de investimentos com orientação',
      'Acompanhar todos os investimentos em um único lugar',
      'Receber alertas quando um ativo atingir o preço desejado',
      'Planejar metas financeiras de médio e longo prazo',
    ],
    metrics: { users: '12 mil+', transactions: 'R$ 40 mi+ analisados', growth: '35% ao mês' },
    isActive: false,
  },
  {
    id: 'wildgo',
    name: 'WildGo',
    tagline: 'Ecoturismo e aventura com roteiros sob medida',
    description:
      'Marketplace de ecoturismo que conecta viajantes a guias locais, pousadas e experiências de aventura em todo o Brasil. A IA monta roteiros de acordo com o orçamento, o condicionamento físico e o estilo de cada viajante, e a reserva é feita em poucos cliques.',
    url: '#',
    category: 'Turismo',
    image: '/platforms/wildgo.svg',
    features: [
      'Roteiros personalizados gerados por IA',
      'Reserva de trilhas, passeios e hospedagens',
      'Guias locais verificados e avaliados',
      'Mapas offline para áreas sem sinal',
      'Pagamento seguro via Pix e cartão',
    ],
    technologies: ['React Native', 'TypeScript', 'Node.js', 'PostgreSQL', 'Mapbox'],
    targetAudience: [
      'Viajantes que buscam ecoturismo e aventura',
      'Guias de turismo e agências locais',
      'Pousadas e operadores de passeios',
    ],
    useCases: [
      'Planejar uma viagem de fim de semana para a Chapada',
      'Contratar um guia credenciado para uma trilha',
      'Divulgar passeios e receber reservas on-line',
    ],
    metrics: { users: '8 mil+', growth: '40% ao trimestre' },
    isActive: false,
  },
  {
    id: 'famnet',
    name: 'FamNet',
    tagline: 'A rede social privada da sua família',
    description:
      'Rede social privada para famílias compartilharem fotos, agenda, memórias e recados em um ambiente seguro e sem anúncios. Com árvore genealógica colaborativa e álbuns organizados automaticamente por IA, aproxima gerações que estão longe umas das outras.',
    url: '#',
    category: 'Comunidade',
    image: '/platforms/famnet.svg',
    features: [
      'Feed privado, apenas para convidados da família',
      'Álbuns organizados automaticamente por IA',
      'Árvore genealógica colaborativa',
      'Agenda compartilhada com lembretes de aniversários',
      'Modo simplificado para os avós',
    ],
    technologies: ['React', 'TypeScript', 'Supabase', 'PostgreSQL', 'Cloudflare R2'],
    targetAudience: [
      'Famílias que moram em cidades diferentes',
      'Pais que querem compartilhar fotos dos filhos com privacidade',
      'Pessoas interessadas em preservar a história da família',
    ],
    useCases: [
      'Compartilhar fotos das crianças só com parentes',
      'Organizar o almoço de domingo e as datas especiais',
      'Montar a árvore genealógica junto com os parentes',
    ],
    isActive: false,
  },
  {
    id: 'neurohabits',
    name: 'NeuroHabits',
    tagline: 'Hábitos que ficam, com base em neurociência',
    description:
      'Aplicativo de desenvolvimento pessoal que combina neurociência e inteligência artificial para ajudar você a criar hábitos duradouros. Um coach virtual acompanha sua evolução, ajusta metas conforme sua rotina e oferece trilhas curtas de aprendizado sobre foco, sono e produtividade.',
    url: '#',
    category: 'Educação',
    image: '/platforms/neurohabits.svg',
    features: [
      'Coach virtual com IA disponível 24 horas',
      'Trilhas de microaprendizado sobre foco, sono e produtividade',
      'Metas adaptativas conforme a sua rotina',
      'Acompanhamento de sequências e conquistas',
      'Lembretes inteligentes no melhor horário',
      'Relatórios semanais de evolução',
    ],
    technologies: ['React Native', 'TypeScript', 'Node.js', 'OpenAI', 'PostgreSQL'],
    targetAudience: [
      'Profissionais que querem ser mais produtivos',
      'Estudantes em preparação para provas e concursos',
      'Empresas com programas de bem-estar para colaboradores',
    ],
    useCases: [
      'Criar uma rotina de estudos e mantê-la',
      'Melhorar a qualidade do sono com pequenas mudanças',
      'Oferecer um programa de bem-estar para a equipe',
    ],
    metrics: { users: '5 mil+', growth: '25% ao mês' },
    isActive: false,
  },
  {
    id: 'harleyhub',
    name: 'HarleyHub',
    tagline: 'A comunidade de quem vive sobre duas rodas',
    description:
      'Comunidade on-line para motociclistas e motoclubes organizarem encontros, compartilharem rotas e trocarem experiências. Reúne eventos, classificados de peças e acessórios e um guia colaborativo de oficinas e pontos de parada nas estradas do Brasil.',
    url: '#',
    category: 'Comunidade',
    image: '/platforms/harleyhub.svg',
    features: [
      'Agenda de encontros e viagens de motoclubes',
      'Rotas compartilhadas com pontos de parada',
      'Classificados de motos, peças e acessórios',
      'Guia colaborativo de oficinas avaliadas',
      'Grupos privados para cada motoclube',
    ],
    technologies: ['Next.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Google Maps'],
    targetAudience: [
      'Motociclistas e entusiastas de motos custom',
      'Motoclubes e organizadores de eventos',
      'Lojas e oficinas especializadas',
    ],
    useCases: [
      'Organizar a viagem anual do motoclube',
      'Encontrar uma oficina de confiança na estrada',
      'Vender peças e acessórios para a comunidade',
    ],
    metrics: { users: '3 mil+' },
    isActive: false,
  },
  {
    id: 'comprefast',
    name: 'CompreFast',
    tagline: 'Sua loja virtual pronta para vender em dias',
    description:
      'Plataforma de e-commerce para pequenos e médios negócios montarem uma loja virtual profissional sem complicação. Já vem com Pix, cálculo de frete, integração com marketplaces e um assistente de IA que escreve descrições de produtos e responde clientes pelo WhatsApp.',
    url: '#',
    category: 'E-commerce',
    image: '/platforms/comprefast.svg',
    features: [
      'Loja virtual responsiva pronta em poucos dias',
      'Checkout com Pix, boleto e cartão',
      'Cálculo de frete e etiquetas integrados',
      'Descrições de produtos geradas por IA',
      'Atendimento automatizado pelo WhatsApp',
      'Integração com os principais marketplaces',
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Stripe', 'OpenAI'],
    targetAudience: [
      'Pequenos e médios varejistas',
      'Marcas próprias que vendem pelas redes sociais',
      'Lojas físicas que querem vender on-line',
    ],
    useCases: [
      'Levar uma loja física para a internet',
      'Centralizar vendas do Instagram e do WhatsApp',
      'Automatizar o atendimento pós-venda',
      'Vender ao mesmo tempo na loja própria e em marketplaces',
    ],
    metrics: { users: '1.200+ lojistas', transactions: '50 mil+ pedidos', growth: '30% ao mês' },
    isActive: false,
  },
  {
    id: 'comprefast-construcao',
    name: 'CompreFast Construção',
    tagline: 'E-commerce feito para materiais de construção',
    description:
      'Versão do CompreFast pensada para lojas de materiais de construção, com catálogo técnico, venda por metro, por peso ou por unidade e orçamento de obra automatizado. A IA transforma uma lista de materiais enviada pelo cliente em um orçamento pronto para fechar.',
    url: '#',
    category: 'E-commerce',
    image: '/platforms/comprefast-construcao.svg',
    features: [
      'Catálogo técnico com milhares de itens',
      'Venda por metro, peso, caixa ou unidade',
      'Orçamento de obra automático a partir de uma lista',
      'Entrega agendada com frete por região',
      'Condições especiais para profissionais da construção',
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'OpenAI'],
    targetAudience: [
      'Lojas de materiais de construção',
      'Home centers regionais',
      'Construtoras, empreiteiros e pedreiros',
    ],
    useCases: [
      'Receber e responder pedidos de orçamento pelo site',
      'Vender para profissionais com preço diferenciado',
      'Agendar entregas de materiais direto na obra',
    ],
    metrics: { users: '300+ lojas', transactions: '15 mil+ orçamentos' },
    isActive: false,
  },
  {
    id: 'drbusiness',
    name: 'DrBusiness',
    tagline: 'Gestão completa para clínicas e consultórios',
    description:
      'Sistema de gestão para clínicas, consultórios e profissionais da saúde, com agenda on-line, prontuário eletrônico e controle financeiro em um só lugar. Lembretes automáticos pelo WhatsApp reduzem as faltas, e a IA ajuda a resumir consultas e organizar a rotina da equipe.',
    url: '#',
    category: 'Gestão',
    image: '/platforms/drbusiness.svg',
    features: [
      'Agenda on-line com confirmação pelo WhatsApp',
      'Prontuário eletrônico seguro',
      'Resumo de consultas gerado por IA',
      'Controle financeiro e de convênios',
      'Relatórios de desempenho da clínica',
      'Adequação à LGPD',
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'OpenAI', 'WhatsApp Business API'],
    targetAudience: [
      'Clínicas médicas e odontológicas',
      'Psicólogos, nutricionistas e fisioterapeutas',
      'Consultórios com uma ou várias unidades',
    ],
    useCases: [
      'Reduzir faltas com confirmação automática de consultas',
      'Substituir fichas de papel por prontuário eletrônico',
      'Acompanhar o faturamento por profissional e por convênio',
    ],
    metrics: { users: '2 mil+ profissionais', growth: '20% ao mês' },
    isActive: false,
  },
  {
    id: 'licitaai',
    name: 'LicitaAI',
    tagline: 'Licitações públicas com inteligência artificial',
    description:
      'Plataforma que monitora editais de licitação em todo o país e usa IA para encontrar as oportunidades certas para a sua empresa. Resume editais extensos, aponta exigências e prazos e ajuda a montar a documentação, para você participar de mais disputas com menos esforço.',
    url: '#',
    category: 'Gestão',
    image: '/platforms/licitaai.svg',
    features: [
      'Monitoramento diário de editais em todo o Brasil',
      'Resumo automático de editais com IA',
      'Alertas de oportunidades por segmento e região',
      'Checklist de documentos e prazos',
      'Histórico de preços de licitações anteriores',
    ],
    technologies: ['Python', 'TypeScript', 'React', 'PostgreSQL', 'OpenAI'],
    targetAudience: [
      'Empresas que vendem para o governo',
      'Consultorias especializadas em licitações',
      'Pequenas empresas que querem começar a participar de licitações',
    ],
    useCases: [
      'Encontrar editais compatíveis com o seu negócio',
      'Entender um edital de 100 páginas em minutos',
      'Organizar documentos e prazos de cada disputa',
      'Definir preços com base em licitações anteriores',
    ],
    metrics: { users: '1.500+ empresas', transactions: '80 mil+ editais analisados' },
    isActive: false,
  },
  {
    id: 'looplive',
    name: 'LoopLive',
    tagline: 'Transmissões ao vivo que vendem e engajam',
    description:
      'Plataforma de streaming para lives, eventos on-line e vendas ao vivo, com chat interativo, enquetes e checkout integrado à transmissão. Os cortes dos melhores momentos são gerados automaticamente por IA e ficam prontos para publicar nas redes sociais.',
    url: '#',
    category: 'Streaming',
    image: '/platforms/looplive.svg',
    features: [
      'Transmissões ao vivo em alta qualidade',
      'Chat, enquetes e reações em tempo real',
      'Vendas ao vivo com checkout na própria live',
      'Cortes automáticos dos melhores momentos com IA',
      'Área de membros com conteúdos gravados',
    ],
    technologies: ['React', 'TypeScript', 'WebRTC', 'Node.js', 'Redis', 'FFmpeg'],
    targetAudience: [
      'Criadores de conteúdo e influenciadores',
      'Marcas que fazem vendas ao vivo',
      'Organizadores de eventos e webinars',
    ],
    useCases: [
      'Fazer uma live de lançamento com vendas em tempo real',
      'Transmitir eventos e workshops on-line',
      'Transformar lives em cortes para as redes sociais',
    ],
    metrics: { users: '4 mil+', growth: '45% ao trimestre' },
    isActive: false,
  },
  {
    id: 'masterdeveloperpro',
    name: 'MasterDeveloperPro',
    tagline: 'Do zero ao primeiro emprego em programação',
    description:
      'Plataforma de ensino de programação com trilhas práticas, projetos reais e um mentor de IA que revisa o seu código e tira dúvidas a qualquer hora. Do primeiro "olá, mundo" ao portfólio pronto para entrevistas, o aluno aprende fazendo.',
    url: '#',
    category: 'Educação',
    image: '/platforms/masterdeveloperpro.svg',
    features: [
      'Trilhas de front-end, back-end e IA',
      'Mentor de IA que revisa o seu código',
      'Projetos reais para montar o portfólio',
      'Desafios semanais e ranking entre alunos',
      'Certificados de conclusão',
      'Preparação para entrevistas técnicas',
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'Docker', 'OpenAI', 'PostgreSQL'],
    targetAudience: [
      'Pessoas em transição de carreira para tecnologia',
      'Estudantes de computação',
      'Desenvolvedores que querem se atualizar em IA',
      'Empresas que capacitam as próprias equipes',
    ],
    useCases: [
      'Aprender programação do zero com acompanhamento',
      'Montar um portfólio para conseguir o primeiro emprego',
      'Treinar uma equipe interna em novas tecnologias',
    ],
    metrics: { users: '6 mil+ alunos', growth: '30% ao mês' },
    isActive: false,
  },
];

/** The platform with this id (or a known alias of it), or undefined. */
export function getPlatform(id: string): Platform | undefined {
  const resolved = Object.hasOwn(platformAliases, id) ? platformAliases[id] : id;
  return platforms.find((platform) => platform.id === resolved);
}

/** Platforms of one category; 'Todos' returns every platform. */
export function filterPlatforms(category: string): Platform[] {
  if (category === 'Todos') return platforms;
  return platforms.filter((platform) => platform.category === category);
}
