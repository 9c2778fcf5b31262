/**
 * The one staff frame around /admin/*, /dashboard/* and /coders/* (and 'Minha conta'): it stays
 * mounted while a person moves between areas, so the sidebar, bell and palette keep their state.
 */
import { Outlet } from 'react-router';
import { BackofficeShell } from '@web/components/backoffice-shell';

export function Component() {
  return (
    <BackofficeShell>
      <Outlet />
    </BackofficeShell>
  );
}
