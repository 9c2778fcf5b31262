/**
 * Referral partners (docs/product/partners.md): the partner programme is marketing's work with adm's
 * (decision 060) — partners, agreements, referred leads, referral links, contracts, and the
 * commissions' view. Approving and paying commissions is a money decision and stays adm's. The
 * partner's one-time link is public (/api/public/**, the core table).
 */
import { ADM, MARKETING } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'partners',
  permissions: [
    {
      key: 'partners',
      label: 'Parceiros',
      description: 'Parceiros, acordos, leads indicados, comissões (sem aprovar nem pagar) e documentos.',
    },
  ],
  api: [
    { pattern: '/api/partners/commissions/approve', access: ADM },
    { pattern: '/api/partners/commissions/pay', access: ADM },
    { pattern: '/api/partners/**', access: MARKETING, permission: 'partners' },
  ],
  pages: [
    {
      section: 'parceiros',
      slug: 'visao-geral',
      title: 'Visão Geral',
      description: 'Ranking por receita indicada, comissões a pagar e o cadastro dos parceiros.',
      order: 0,
      access: MARKETING,
      permission: 'partners',
    },
    {
      section: 'parceiros',
      slug: 'acordos',
      title: 'Acordos',
      description: 'Comissão de cada parceiro: percentual do recebido ou valor fixo, janela e vigência.',
      order: 10,
      access: MARKETING,
      permission: 'partners',
    },
    {
      section: 'parceiros',
      slug: 'leads-indicados',
      title: 'Leads Indicados',
      description: 'Leads trazidos por cada parceiro, a etapa de cada um e o valor já recebido.',
      order: 20,
      access: MARKETING,
      permission: 'partners',
    },
    {
      section: 'parceiros',
      slug: 'comissoes',
      title: 'Comissões',
      description: 'Comissões calculadas a partir dos recebimentos: aprovar, marcar como paga e exportar.',
      order: 30,
      access: MARKETING,
      permission: 'partners',
    },
    {
      section: 'parceiros',
      slug: 'documentos',
      title: 'Documentos',
      description: 'Contratos com os parceiros, com versões e situação da assinatura.',
      order: 40,
      access: MARKETING,
      permission: 'partners',
    },
  ],
});
