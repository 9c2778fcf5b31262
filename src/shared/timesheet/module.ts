/**
 * Timesheet (docs/product/tasks-and-timesheet.md): every staff role records project hours (a person
 * edits only their own entries, refined in the domain); approving weeks, setting rates and the
 * profitability report are adm's and financeiro's. One project's profitability follows the projects
 * read rule (any staff).
 */
import { ANY_STAFF, FINANCE } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'timesheet',
  api: [
    { pattern: '/api/time/approvals', access: FINANCE },
    { pattern: '/api/time/weeks/:id/approve', access: FINANCE },
    { pattern: '/api/time/weeks/:id/reject', access: FINANCE },
    { pattern: '/api/time/rates/**', access: FINANCE },
    { pattern: '/api/time/**', access: ANY_STAFF },
    { pattern: '/api/reports/project-profitability', access: FINANCE },
  ],
  pages: [
    {
      section: 'colaboradores',
      slug: 'timesheet',
      title: 'Timesheet',
      description: 'Horas de projeto: cronômetro, semana por pessoa, envio para aprovação e exportação.',
      order: 30,
      access: ANY_STAFF,
    },
  ],
});
