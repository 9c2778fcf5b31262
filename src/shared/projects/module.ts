/**
 * Projects (docs/product/projects.md): every staff member reads the project list — a colaborador only
 * the projects they are on, without budgets (src/server/projects/visibility.ts); comercial and adm
 * (and a custom role holding 'Projetos') create, edit and move projects. One page (decision 015):
 * /admin/projects for sales and adm, CODERS colaboradores/projetos for everyone, read-only there for
 * those who cannot change it.
 */
import { ANY_STAFF, COMMERCIAL } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'projects',
  permissions: [
    {
      key: 'projects',
      label: 'Projetos',
      description: 'Todos os projetos, com orçamento; criar e editar projetos.',
    },
  ],
  // Each path named (not '/api/projects/**'): module rules are read in module order, and the
  // timesheet's '/api/projects/:id/profitability' (office only) comes after this one.
  api: [
    { pattern: '/api/projects', access: ANY_STAFF, methods: ['GET'] },
    { pattern: '/api/projects/:id', access: ANY_STAFF, methods: ['GET'] },
    { pattern: '/api/projects', access: COMMERCIAL, permission: 'projects' },
    { pattern: '/api/projects/:id', access: COMMERCIAL, permission: 'projects' },
    { pattern: '/api/projects/:id/status', access: COMMERCIAL, permission: 'projects' },
  ],
  otherPages: [{ pattern: '/admin/projects', access: COMMERCIAL, permission: 'projects' }],
  pages: [
    {
      section: 'colaboradores',
      slug: 'projetos',
      title: 'Projetos',
      description: 'Propostas, projetos em andamento e entregas por cliente.',
      order: 10,
      access: ANY_STAFF,
      ownsHeading: true,
    },
  ],
});
