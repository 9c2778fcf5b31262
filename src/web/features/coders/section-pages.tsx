/**
 * What each CODERS sub-page shows. Pages with content are lazy chunks; the others are honest
 * 'Em breve' notes (listed in docs/product/coders-area.md under 'Not built yet').
 *
 * Route-level reuse: where a CODERS page shows the same thing as an /admin page, it renders that
 * route module's exported `Component`, loaded through the admin feature's public index
 * (`adminPages`), never by importing admin's modules directly.
 */

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { adminPages } from '@web/features/admin';

export type SectionPage =
  | {
      kind: 'page';
      component: LazyExoticComponent<ComponentType>;
      description?: string;
      /** The reused page renders its own heading and document title. */
      ownsHeading?: boolean;
    }
  | { kind: 'soon'; note: string };

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const kpi = () => import('@web/components/kpi/kpi-dashboards');
const reuse = (load: () => Promise<{ Component: ComponentType }>): SectionPage => ({
  kind: 'page',
  component: named(load, 'Component'),
  ownsHeading: true,
});

export const sectionPages: Record<string, SectionPage> = {
  'adm/visao-geral': {
    kind: 'page',
    component: named(() => import('./pages/adm-overview'), 'AdmOverview'),
    description: 'Números do sistema e a verificação de saúde dos serviços.',
  },
  'adm/usuarios': reuse(adminPages.users),
  'adm/papeis': {
    kind: 'page',
    component: named(() => import('./pages/roles-page'), 'RolesPage'),
    description: 'Quem pode abrir cada página e chamar cada parte da API, e os papéis de cada pessoa.',
  },
  'adm/integracoes': {
    kind: 'page',
    component: named(() => import('./pages/integrations-page'), 'IntegrationsPage'),
    description: 'Com que assistente de IA, e-mail e banco de dados o servidor está rodando.',
  },
  'adm/auditoria': {
    kind: 'page',
    component: named(() => import('./pages/audit-page'), 'AuditPage'),
    description: 'Quem fez o quê, em qual registro e quando, com o antes e o depois.',
  },
  'adm/privacidade': {
    kind: 'page',
    component: named(() => import('./pages/privacy-page'), 'PrivacyPage'),
    description:
      'Pedidos de titulares (LGPD) com o prazo legal, exportação, correção, anonimização e retenção.',
  },
  'adm/configuracoes': reuse(adminPages.settings),

  'comercial/visao-geral': {
    kind: 'page',
    component: named(kpi, 'CrmDashboard'),
    description: 'Leads, oportunidades e conversão da equipe comercial.',
  },
  'comercial/leads': reuse(adminPages.leads),
  'comercial/oportunidades': {
    kind: 'page',
    component: named(() => import('./pages/opportunities-page'), 'OpportunitiesPage'),
    description:
      'Leads qualificados e com proposta. Arraste um cartão (ou use o menu Mover) para mudar a etapa.',
  },
  'comercial/propostas': {
    kind: 'soon',
    note: 'propostas comerciais com itens, valores, validade e aceite do cliente, criadas a partir dos leads em proposta.',
  },
  'comercial/clientes': {
    kind: 'page',
    component: named(() => import('./pages/clients-page'), 'ClientsPage'),
    description: 'Leads convertidos, com os seus projetos e o orçamento somado.',
  },
  'comercial/metas': {
    kind: 'soon',
    note: 'metas de vendas por mês e por pessoa, com o progresso calculado a partir dos leads convertidos.',
  },

  'finance/visao-geral': {
    kind: 'page',
    component: named(kpi, 'FinanceDashboard'),
    description: 'Receitas, propostas pendentes e ticket médio dos projetos.',
  },
  'finance/faturas': {
    kind: 'soon',
    note: 'faturas emitidas por projeto, com vencimento e situação (aberta, paga ou vencida).',
  },
  'finance/pagamentos': {
    kind: 'soon',
    note: 'os pagamentos recebidos e a conciliação de cada um com a sua fatura.',
  },
  'finance/fluxo-caixa': {
    kind: 'soon',
    note: 'entradas e saídas previstas e realizadas, mês a mês, com o saldo projetado.',
  },
  'finance/relatorios': {
    kind: 'soon',
    note: 'relatórios financeiros para exportar: receita por cliente, inadimplência e margem por projeto.',
  },

  'mkt/visao-geral': {
    kind: 'page',
    component: named(kpi, 'MarketingDashboard'),
    description: 'Conteúdo, agendamentos e a origem dos leads.',
  },
  'mkt/campanhas': {
    kind: 'soon',
    note: 'campanhas com período, orçamento, links com UTM e os leads que cada uma trouxe (a origem por campanha já aparece na Visão Geral).',
  },
  'mkt/calendario': {
    kind: 'page',
    component: named(() => import('./pages/calendar-page'), 'CalendarPage'),
    description: 'Consultas agendadas e posts publicados no mês.',
  },
  'mkt/assets': {
    kind: 'soon',
    note: 'a biblioteca da marca: logotipos, imagens e modelos de peças, com busca e download.',
  },
  'mkt/analytics': {
    kind: 'soon',
    note: 'visitas, conversões do site e desempenho de cada post do blog.',
  },

  'parceiros/visao-geral': {
    kind: 'soon',
    note: 'o resumo do programa de parceiros: parceiros ativos, leads indicados e comissões do mês.',
  },
  'parceiros/acordos': {
    kind: 'soon',
    note: 'os acordos com cada parceiro, com vigência, percentual de comissão e condições.',
  },
  'parceiros/leads-indicados': {
    kind: 'soon',
    note: 'os leads que cada parceiro indicou e em que etapa do funil estão.',
  },
  'parceiros/comissoes': {
    kind: 'soon',
    note: 'as comissões devidas e pagas a cada parceiro, calculadas a partir dos leads convertidos.',
  },
  'parceiros/documentos': {
    kind: 'soon',
    note: 'contratos e documentos assinados com os parceiros.',
  },

  'colaboradores/visao-geral': {
    kind: 'page',
    component: named(() => import('./pages/staff-overview'), 'StaffOverview'),
  },
  // The one projects page (decision 015): comercial and adm edit here too, the others read.
  'colaboradores/projetos': reuse(adminPages.projects),
  'colaboradores/tarefas': {
    kind: 'soon',
    note: 'as tarefas de cada projeto, com responsável, prazo e situação.',
  },
  'colaboradores/timesheet': {
    kind: 'soon',
    note: 'o registro das horas trabalhadas por pessoa e por projeto.',
  },
  'colaboradores/okrs': {
    kind: 'soon',
    note: 'os objetivos e resultados-chave do trimestre, da empresa e de cada equipe.',
  },
  'colaboradores/onboarding': {
    kind: 'soon',
    note: 'o roteiro de integração de quem chega: acessos, leituras e primeiras tarefas.',
  },
};
