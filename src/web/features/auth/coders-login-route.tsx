import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@web/app/paths';
import { usePageTitle } from '@web/components/page-title';
import { meQuery } from '@web/lib/session';
import { AuthShell } from './auth-shell';
import { SignInForm } from './sign-in-form';

/** /coders/login: staff sign-in that lands on /coders. */
export function Component() {
  usePageTitle('Acesso da equipe');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [notStaff, setNotStaff] = useState(false);

  const done = async () => {
    await client.invalidateQueries({ queryKey: meQuery.queryKey });
    const me = await client.fetchQuery(meQuery);
    if (me.roles.length === 0 && (me.permissions ?? []).length === 0) {
      setNotStaff(true);
      return;
    }
    navigate(paths.coders, { replace: true });
  };

  return (
    <AuthShell
      title="Área CODERS"
      description="Acesso exclusivo da equipe. Entre com seu e-mail corporativo."
    >
      <SignInForm onSignedIn={done} idPrefix="coders" />
      {notStaff ? (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Sua conta não tem um papel de equipe. Peça a um administrador para liberar seu acesso.
        </p>
      ) : null}
    </AuthShell>
  );
}
