import { describe, expect, it } from 'vitest';
import { apiAccessFor, dashboardPathFor, decide, matchesPattern, pageAccessFor } from './access';
import { computeRoles } from './roles';

describe('computeRoles (docs/product/users-and-roles.md)', () => {
  it('takes the user_roles values', () => {
    expect(computeRoles(['comercial', 'mkt'], 'user')).toEqual(['comercial', 'mkt']);
  });
  it('adds adm when the profile role is admin', () => {
    expect(computeRoles([], 'admin')).toEqual(['adm']);
    expect(computeRoles(['mkt'], 'admin')).toEqual(['adm', 'mkt']);
  });
  it('does not double adm, and drops unknown values', () => {
    expect(computeRoles(['adm', 'adm', 'root'], 'admin')).toEqual(['adm']);
  });
  it('is empty with no roles and no profile', () => {
    expect(computeRoles([], null)).toEqual([]);
  });
});

describe('matchesPattern', () => {
  it('matches a subtree with /**', () => {
    expect(matchesPattern('/admin/**', '/admin')).toBe(true);
    expect(matchesPattern('/admin/**', '/admin/leads')).toBe(true);
    expect(matchesPattern('/admin/**', '/administrator')).toBe(false);
  });
  it('matches exact paths, ignoring a trailing slash', () => {
    expect(matchesPattern('/coders', '/coders/')).toBe(true);
    expect(matchesPattern('/coders', '/coders/adm')).toBe(false);
  });
});

const viewer = (...roles: ('adm' | 'comercial' | 'financeiro' | 'mkt')[]) => ({ signedIn: true, roles });
const anonymous = { signedIn: false, roles: [] };

describe('page access (docs/product/users-and-roles.md, DESIGN.md §5)', () => {
  it.each([
    ['/admin/leads', viewer('adm'), 'allow'],
    // Decision 015: sales' work opens to sales; the admin overview, users and settings stay adm's.
    ['/admin/leads', viewer('comercial'), 'allow'],
    ['/admin/projects', viewer('comercial'), 'allow'],
    ['/admin/leads', viewer('mkt'), 'forbidden'],
    ['/admin/projects', viewer('financeiro'), 'forbidden'],
    ['/admin', viewer('comercial'), 'forbidden'],
    ['/admin/users', viewer('comercial'), 'forbidden'],
    ['/admin/settings', viewer('mkt'), 'forbidden'],
    ['/conta', { signedIn: true, roles: [] }, 'allow'],
    ['/conta', anonymous, 'unauthenticated'],
    ['/admin', anonymous, 'unauthenticated'],
    ['/dashboard/comercial', viewer('comercial'), 'allow'],
    ['/dashboard/comercial', viewer('adm'), 'allow'],
    ['/dashboard/comercial', viewer('mkt'), 'forbidden'],
    ['/dashboard/financeiro', viewer('financeiro'), 'allow'],
    ['/dashboard/mkt', viewer('mkt'), 'allow'],
    ['/coders/finance/faturas', viewer('financeiro'), 'allow'],
    ['/coders/finance/faturas', viewer('comercial'), 'forbidden'],
    ['/coders/parceiros/acordos', viewer('comercial'), 'forbidden'],
    ['/coders/colaboradores/tarefas', viewer('mkt'), 'allow'],
    ['/coders/colaboradores/tarefas', { signedIn: true, roles: [] }, 'forbidden'],
    ['/coders', anonymous, 'unauthenticated'],
    ['/coders/secao-desconhecida', anonymous, 'unauthenticated'],
    ['/coders/secao-desconhecida', { signedIn: true, roles: [] }, 'forbidden'],
    ['/coders/login', anonymous, 'allow'],
    ['/', anonymous, 'allow'],
    ['/plataforma/wildgo', anonymous, 'allow'],
  ] as const)('%s for %j → %s', (path, who, expected) => {
    expect(decide(pageAccessFor(path), who)).toBe(expected);
  });
});

describe('API access', () => {
  it.each([
    ['/api/leads', 'GET', viewer('comercial'), 'allow'],
    ['/api/leads', 'GET', viewer('mkt'), 'forbidden'],
    ['/api/projects', 'GET', viewer('mkt'), 'allow'],
    ['/api/projects', 'POST', viewer('mkt'), 'forbidden'],
    ['/api/projects/123', 'PATCH', viewer('comercial'), 'allow'],
    ['/api/users', 'GET', viewer('comercial'), 'forbidden'],
    ['/api/functions/finance-kpis', 'POST', viewer('financeiro'), 'allow'],
    ['/api/functions/secure-chat', 'POST', { signedIn: true, roles: [] }, 'allow'],
    ['/api/functions/secure-chat', 'POST', anonymous, 'unauthenticated'],
    ['/api/public/leads', 'POST', anonymous, 'allow'],
    ['/api/something-new', 'GET', viewer('comercial'), 'forbidden'],
  ] as const)('%s %s for %j → %s', (path, method, who, expected) => {
    expect(decide(apiAccessFor(path, method), who)).toBe(expected);
  });
});

describe('dashboardPathFor (docs/product/dashboards-and-kpis.md)', () => {
  it('goes by adm, comercial, financeiro, mkt order', () => {
    expect(dashboardPathFor(['mkt', 'adm'])).toBe('/admin');
    expect(dashboardPathFor(['mkt', 'comercial'])).toBe('/dashboard/comercial');
    expect(dashboardPathFor(['financeiro'])).toBe('/dashboard/financeiro');
    expect(dashboardPathFor(['mkt'])).toBe('/dashboard/mkt');
    expect(dashboardPathFor([])).toBe('/');
  });

  it('lands a colaborador, or a custom role, on their own day (decision 065)', () => {
    expect(dashboardPathFor(['colaborador'])).toBe('/coders/colaboradores/visao-geral');
    expect(dashboardPathFor([], ['tasks'])).toBe('/coders/colaboradores/visao-geral');
    expect(dashboardPathFor(['colaborador', 'mkt'])).toBe('/dashboard/mkt');
  });
});
