/**
 * What each CODERS sub-page shows: every page of the catalog (src/shared/catalog/coders.ts) is a lazy
 * chunk here, and section-pages.test.ts fails when one is missing.
 *
 * Route-level reuse: where a CODERS page shows the same thing as an /admin page, it renders that
 * route module's exported `Component`, loaded through the admin feature's public index
 * (`adminPages`), never by importing admin's modules directly.
 */

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { sharedModules } from '@shared/modules.generated';
import { adminPages } from '@web/features/admin';
import { webModules } from '@web/modules.generated';

export type SectionPage = {
  kind: 'page';
  component: LazyExoticComponent<ComponentType>;
  description?: string;
  /** The reused page renders its own heading and document title. */
  ownsHeading?: boolean;
};

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const kpi = () => import('@web/components/kpi/kpi-dashboards');
const reuse = (load: () => Promise<{ Component: ComponentType }>): SectionPage => ({
  kind: 'page',
  component: named(load, 'Component'),
  ownsHeading: true,
});

const corePages: Record<string, SectionPage> = {
  'adm/visao-geral': {
    kind: 'page',
    component: named(() => import('./pages/adm-overview'), 'AdmOverview'),
    description: 'Números do sistema e a verificação de saúde dos serviços.',
  },
  'adm/usuarios': reuse(adminPages.users),
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
  'comercial/clientes': {
    kind: 'page',
    component: named(() => import('./pages/clients-page'), 'ClientsPage'),
    description: 'Leads convertidos, com os seus projetos e o orçamento somado.',
  },

  'finance/visao-geral': {
    kind: 'page',
    component: named(kpi, 'FinanceDashboard'),
    description: 'Recebimentos, propostas pendentes e ticket médio.',
  },

  'mkt/visao-geral': {
    kind: 'page',
    component: named(kpi, 'MarketingDashboard'),
    description: 'Conteúdo, agendamentos e a origem dos leads.',
  },
  'mkt/calendario': {
    kind: 'page',
    component: named(() => import('./pages/calendar-page'), 'CalendarPage'),
    description: 'Consultas agendadas e posts publicados no mês.',
  },

  'colaboradores/visao-geral': {
    kind: 'page',
    component: named(() => import('./pages/staff-overview'), 'StaffOverview'),
  },
};

/** Each module's pages (src/web/features/<module>/module.ts), described by its shared manifest. */
const modulePages: Record<string, SectionPage> = Object.fromEntries(
  webModules.flatMap((module) =>
    Object.entries(module.pages).map(([key, load]) => {
      const page = sharedModules
        .flatMap((shared) => shared.pages)
        .find((candidate) => `${candidate.section}/${candidate.slug}` === key);
      return [
        key,
        {
          kind: 'page',
          component: lazy(load),
          description: page?.description,
          ownsHeading: page?.ownsHeading,
        },
      ] as const;
    }),
  ),
);

export const sectionPages: Record<string, SectionPage> = { ...corePages, ...modulePages };
