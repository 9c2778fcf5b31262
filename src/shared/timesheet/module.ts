/**
 * Timesheet (docs/product/tasks-and-timesheet.md): every staff role records project hours (a person
 * edits only their own entries, refined in the domain); approving weeks, setting rates and the
 * profitability report are adm's and financeiro's. One project's profitability follows the projects
 * read rule of the office roles. CODERS pages: the week (colaboradores), the approvals queue and the hourly costs (finance).
 */
import { ANY_STAFF, FINANCE, OFFICE } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

/** The pages a notification or another page links to. */
export const TIMESHEET_PAGE = '/coders/colaboradores/timesheet';
export const APPROVALS_PAGE = '/coders/finance/aprovacao-de-horas';
export const RATES_PAGE = '/coders/finance/custo-por-hora';

export const manifest = defineModule({
  name: 'timesheet',
  permissions: [
    { key: 'timesheet', label: 'Timesheet', description: 'Registrar as próprias horas e enviar a semana.' },
    {
      key: 'hours-approval',
      label: 'Aprovação de horas e custos',
      description: 'Aprovar as semanas da equipe, o custo por hora e a rentabilidade dos projetos.',
    },
  ],
  api: [
    { pattern: '/api/time/approvals', access: FINANCE, permission: 'hours-approval' },
    { pattern: '/api/time/weeks/:id/approve', access: FINANCE, permission: 'hours-approval' },
    { pattern: '/api/time/weeks/:id/reject', access: FINANCE, permission: 'hours-approval' },
    { pattern: '/api/time/rates/**', access: FINANCE, permission: 'hours-approval' },
    { pattern: '/api/time/**', access: ANY_STAFF, permission: 'timesheet' },
    { pattern: '/api/reports/project-profitability', access: FINANCE, permission: 'hours-approval' },
    // One project's costs and margin: the office roles (a colaborador sees hours, never money).
    { pattern: '/api/projects/:id/profitability', access: OFFICE, permission: 'hours-approval' },
  ],
  pages: [
    {
      section: 'colaboradores',
      slug: 'timesheet',
      title: 'Timesheet',
      description: 'Horas de projeto: cronômetro, semana por pessoa, envio para aprovação e exportação.',
      order: 30,
      access: ANY_STAFF,
      permission: 'timesheet',
    },
    // Deciding on the team's hours and what an hour costs is financeiro's work (with adm's).
    {
      section: 'finance',
      slug: 'aprovacao-de-horas',
      title: 'Aprovação de horas',
      description: 'As semanas enviadas pela equipe: ver, aprovar ou rejeitar com o motivo.',
      order: 50,
      access: FINANCE,
      permission: 'hours-approval',
    },
    {
      section: 'finance',
      slug: 'custo-por-hora',
      title: 'Custo por hora',
      description: 'O custo de uma hora de cada pessoa, a base do custo dos projetos.',
      order: 55,
      access: FINANCE,
      permission: 'hours-approval',
    },
  ],
});
