/**
 * Timesheet (docs/product/tasks-and-timesheet.md): every staff role records project hours (a person
 * edits only their own entries, refined in the domain); approving weeks, setting rates and the
 * profitability report are adm's and financeiro's. One project's profitability follows the projects
 * read rule (any staff). CODERS pages: the week (colaboradores), the approvals queue and the hourly costs (finance).
 */
import { ANY_STAFF, FINANCE } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

/** The pages a notification or another page links to. */
export const TIMESHEET_PAGE = '/coders/colaboradores/timesheet';
export const APPROVALS_PAGE = '/coders/finance/aprovacao-de-horas';
export const RATES_PAGE = '/coders/finance/custo-por-hora';

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
    // Deciding on the team's hours and what an hour costs is financeiro's work (with adm's).
    {
      section: 'finance',
      slug: 'aprovacao-de-horas',
      title: 'Aprovação de horas',
      description: 'As semanas enviadas pela equipe: ver, aprovar ou rejeitar com o motivo.',
      order: 50,
      access: FINANCE,
    },
    {
      section: 'finance',
      slug: 'custo-por-hora',
      title: 'Custo por hora',
      description: 'O custo de uma hora de cada pessoa, a base do custo dos projetos.',
      order: 55,
      access: FINANCE,
    },
  ],
});
