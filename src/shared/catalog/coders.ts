/** The CODERS area (docs/product/coders-area.md): sections, their sub-pages and PT-BR titles. Guards come from access.ts. */
export type CodersPage = { slug: string; title: string };
export type CodersSection = { id: string; title: string; description: string; pages: CodersPage[] };

export const codersSections: CodersSection[] = [
  {
    id: 'adm',
    title: 'Administração',
    description: 'Sistema, usuários, papéis, integrações, auditoria e configurações.',
    pages: [
      { slug: 'visao-geral', title: 'Visão Geral' },
      { slug: 'usuarios', title: 'Usuários' },
      { slug: 'papeis', title: 'Papéis e Permissões' },
      { slug: 'integracoes', title: 'Integrações' },
      { slug: 'auditoria', title: 'Auditoria' },
      { slug: 'privacidade', title: 'Privacidade (LGPD)' },
      { slug: 'configuracoes', title: 'Configurações' },
    ],
  },
  {
    id: 'comercial',
    title: 'Comercial',
    description: 'Leads, oportunidades, propostas, clientes e metas de vendas.',
    pages: [
      { slug: 'visao-geral', title: 'Visão Geral' },
      { slug: 'leads', title: 'Leads' },
      { slug: 'oportunidades', title: 'Oportunidades' },
      { slug: 'propostas', title: 'Propostas' },
      { slug: 'clientes', title: 'Clientes' },
      { slug: 'metas', title: 'Metas' },
    ],
  },
  {
    id: 'finance',
    title: 'Financeiro',
    description: 'Receitas, faturas, pagamentos, fluxo de caixa e relatórios.',
    pages: [
      { slug: 'visao-geral', title: 'Visão Geral' },
      { slug: 'faturas', title: 'Faturas' },
      { slug: 'pagamentos', title: 'Pagamentos' },
      { slug: 'fluxo-caixa', title: 'Fluxo de Caixa' },
      { slug: 'relatorios', title: 'Relatórios' },
    ],
  },
  {
    id: 'mkt',
    title: 'Marketing',
    description: 'Campanhas, calendário editorial, assets e analytics.',
    pages: [
      { slug: 'visao-geral', title: 'Visão Geral' },
      { slug: 'campanhas', title: 'Campanhas' },
      { slug: 'calendario', title: 'Calendário' },
      { slug: 'assets', title: 'Assets' },
      { slug: 'analytics', title: 'Analytics' },
    ],
  },
  {
    id: 'parceiros',
    title: 'Parceiros',
    description: 'Acordos, leads indicados, comissões e documentos de parceiros.',
    pages: [
      { slug: 'visao-geral', title: 'Visão Geral' },
      { slug: 'acordos', title: 'Acordos' },
      { slug: 'leads-indicados', title: 'Leads Indicados' },
      { slug: 'comissoes', title: 'Comissões' },
      { slug: 'documentos', title: 'Documentos' },
    ],
  },
  {
    id: 'colaboradores',
    title: 'Colaboradores',
    description: 'Projetos, tarefas, timesheet, OKRs e onboarding da equipe.',
    pages: [
      { slug: 'visao-geral', title: 'Visão Geral' },
      { slug: 'projetos', title: 'Projetos' },
      { slug: 'tarefas', title: 'Tarefas' },
      { slug: 'timesheet', title: 'Timesheet' },
      { slug: 'okrs', title: 'OKRs' },
      { slug: 'onboarding', title: 'Onboarding' },
    ],
  },
];
