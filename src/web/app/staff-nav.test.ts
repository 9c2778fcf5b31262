import { describe, expect, it } from 'vitest';
import { decide, pageAccessFor } from '@shared/catalog/access';
import { staffRoles } from '@shared/catalog/roles';
import { matchPages, paletteSources } from '@web/components/command-palette';
import { currentNav, navFor, staffNav } from './staff-nav';

const as = (...roles: (typeof staffRoles)[number][]) => ({ signedIn: true, roles });
const paths = (groups: ReturnType<typeof navFor>) =>
  groups.flatMap((group) => group.items.map((item) => item.to));

describe('the staff sidebar (decision 015)', () => {
  it('never lists a page the person may not open, for every role', () => {
    for (const role of staffRoles) {
      for (const path of paths(navFor(as(role)))) {
        expect(decide(pageAccessFor(path), as(role)), `${role} → ${path}`).toBe('allow');
      }
    }
  });

  it('lists every page of the back office for adm, and drops empty groups for the others', () => {
    expect(paths(navFor(as('adm')))).toEqual(paths(staffNav as ReturnType<typeof navFor>));
    const mkt = navFor(as('mkt'));
    // Marketing reads the companies and the deals (issue 28), nothing else of sales.
    expect(mkt.find((group) => group.id === 'coders-comercial')?.items.map((item) => item.to)).toEqual([
      '/coders/comercial/empresas',
      '/coders/comercial/negocios',
    ]);
    expect(paths(mkt)).toContain('/admin/blog');
    expect(paths(mkt)).not.toContain('/admin');
    expect(paths(navFor(as('comercial')))).toEqual(
      expect.arrayContaining(['/admin/leads', '/admin/projects', '/admin/appointments']),
    );
    expect(paths(navFor({ signedIn: true, roles: [] }))).toEqual(['/conta']);
  });

  it('gives a colaborador their world only: tasks, hours, OKRs, onboarding, projects, account (decision 065)', () => {
    expect(paths(navFor(as('colaborador')))).toEqual([
      '/coders',
      '/coders/colaboradores/visao-geral',
      '/coders/colaboradores/atividades',
      '/coders/colaboradores/projetos',
      '/coders/colaboradores/tarefas',
      '/coders/colaboradores/timesheet',
      '/coders/colaboradores/okrs',
      '/coders/colaboradores/onboarding',
      '/conta',
    ]);
  });

  it('names the group and page of a path (the header crumb)', () => {
    const nav = navFor(as('adm'));
    expect(currentNav(nav, '/admin')?.item.label).toBe('Painel Admin');
    expect(currentNav(nav, '/admin/leads')?.group.title).toBe('Gestão');
    expect(currentNav(nav, '/coders/mkt/calendario')?.item.label).toBe('Calendário');
    expect(currentNav(nav, '/coders')?.item.label).toBe('Área CODERS');
  });
});

describe('the command palette', () => {
  it('finds pages by words of their name or area, ignoring accents', () => {
    const nav = navFor(as('comercial'));
    expect(matchPages(nav, 'agenda').map((result) => result.to)).toEqual(['/admin/appointments']);
    expect(matchPages(nav, 'visao comercial').map((result) => result.to)).toEqual([
      '/coders/comercial/visao-geral',
    ]);
    expect(matchPages(navFor(as('mkt')), 'usuarios')).toEqual([]);
  });

  it('asks only the sources the person may read and open', () => {
    // Invoices are financeiro's (and adm's), proposals comercial's; tasks belong to the whole team;
    // mkt reads companies and deals (to target campaigns) but not the leads themselves.
    expect(paletteSources(as('mkt')).map((source) => source.kind)).toEqual([
      'Empresa',
      'Negócio',
      'Projeto',
      'Post',
      'Tarefa',
    ]);
    expect(paletteSources(as('comercial')).map((source) => source.kind)).toEqual([
      'Lead',
      'Empresa',
      'Negócio',
      'Projeto',
      'Agendamento',
      'Proposta',
      'Tarefa',
    ]);
    expect(paletteSources(as('adm')).map((source) => source.kind)).toEqual([
      'Lead',
      'Empresa',
      'Negócio',
      'Projeto',
      'Post',
      'Agendamento',
      'Fatura',
      'Proposta',
      'Tarefa',
    ]);
  });
});
