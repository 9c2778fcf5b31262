/**
 * The CODERS area (docs/product/coders-area.md): sections, their sub-pages and PT-BR titles, in menu
 * order. A section lists its own pages here and each module's pages from the module's manifest
 * (src/shared/<module>/module.ts), merged by `order`. Guards come from access.ts.
 */
import type { CodersSectionId } from '@shared/module';
import { sharedModules } from '@shared/modules.generated';

export type CodersPage = { slug: string; title: string; order: number };
export type CodersSection = { id: CodersSectionId; title: string; description: string; pages: CodersPage[] };

const sections: CodersSection[] = [
  {
    id: 'adm',
    title: 'Administração',
    description: 'Sistema, usuários, papéis, integrações, auditoria e configurações.',
    pages: [
      { slug: 'visao-geral', title: 'Visão Geral', order: 0 },
      { slug: 'usuarios', title: 'Usuários', order: 10 },
      { slug: 'integracoes', title: 'Integrações', order: 30 },
      { slug: 'auditoria', title: 'Auditoria', order: 40 },
      { slug: 'configuracoes', title: 'Configurações', order: 60 },
    ],
  },
  {
    id: 'comercial',
    title: 'Comercial',
    description: 'Leads, oportunidades, propostas, clientes e metas de vendas.',
    pages: [
      { slug: 'visao-geral', title: 'Visão Geral', order: 0 },
      { slug: 'leads', title: 'Leads', order: 10 },
      { slug: 'oportunidades', title: 'Oportunidades', order: 20 },
      { slug: 'clientes', title: 'Clientes', order: 40 },
    ],
  },
  {
    id: 'finance',
    title: 'Financeiro',
    description: 'Receitas, faturas, pagamentos, fluxo de caixa e relatórios.',
    pages: [{ slug: 'visao-geral', title: 'Visão Geral', order: 0 }],
  },
  {
    id: 'mkt',
    title: 'Marketing',
    description: 'Campanhas, calendário editorial, assets e analytics.',
    pages: [
      { slug: 'visao-geral', title: 'Visão Geral', order: 0 },
      { slug: 'calendario', title: 'Calendário', order: 20 },
    ],
  },
  {
    id: 'parceiros',
    title: 'Parceiros',
    description: 'Acordos, leads indicados, comissões e documentos de parceiros.',
    // Every page is the partners module's (src/shared/partners/module.ts).
    pages: [],
  },
  {
    id: 'colaboradores',
    title: 'Colaboradores',
    description: 'Projetos, tarefas, timesheet, OKRs e onboarding da equipe.',
    pages: [{ slug: 'visao-geral', title: 'Visão Geral', order: 0 }],
  },
];

export const codersSections: CodersSection[] = sections.map((section) => ({
  ...section,
  pages: [
    ...section.pages,
    ...sharedModules.flatMap((module) =>
      module.pages
        .filter((page) => page.section === section.id)
        .map(({ slug, title, order }) => ({ slug, title, order })),
    ),
  ].sort((a, b) => a.order - b.order),
}));
