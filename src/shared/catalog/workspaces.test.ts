import { describe, expect, it } from 'vitest';
import { decide, pageAccessFor } from './access';
import { staffRoles } from './roles';
import { jobPages, pathFor, pathForRoles } from './workspaces';

describe('where each job is done (decision 015)', () => {
  it('sends each role to a place it may open, with the parameters', () => {
    expect(pathForRoles({ job: 'leads', params: { lead: 'abc' } }, ['adm'])).toBe('/admin/leads?lead=abc');
    expect(pathForRoles({ job: 'leads', params: { lead: 'abc' } }, ['comercial'])).toBe(
      '/admin/leads?lead=abc',
    );
    expect(pathForRoles({ job: 'projects' }, ['financeiro'])).toBe('/coders/colaboradores/projetos');
    expect(pathForRoles({ job: 'appointments' }, ['mkt'])).toBe('/coders/mkt/calendario');
    expect(pathForRoles({ job: 'blog', params: { q: 'x' } }, ['mkt'])).toBe('/admin/blog?q=x');
  });

  it('gives no path to whoever may open none of the places', () => {
    expect(pathForRoles({ job: 'leads' }, ['mkt'])).toBeNull();
    expect(pathForRoles({ job: 'users' }, ['comercial'])).toBeNull();
    expect(pathFor({ path: '/admin/settings' }, { signedIn: true, roles: ['mkt'] })).toBeNull();
    expect(pathFor({ path: '/blog/um-post' }, { signedIn: true, roles: ['mkt'] })).toBe('/blog/um-post');
  });

  it('never returns a path the role is refused, for every job and role', () => {
    for (const job of Object.keys(jobPages) as (keyof typeof jobPages)[]) {
      for (const role of staffRoles) {
        const path = pathForRoles({ job }, [role]);
        if (path) expect(decide(pageAccessFor(path), { signedIn: true, roles: [role] })).toBe('allow');
      }
    }
  });
});
