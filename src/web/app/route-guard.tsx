import { ShieldX } from 'lucide-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decide, pageAccessFor } from '@shared/catalog/access';
import { TWO_FACTOR_ENROL_PATH } from '@shared/catalog/two-factor';
import { usePageTitle } from '@web/components/page-title';
import { Spinner } from '@web/components/ui/feedback';
import { useMe } from '@web/lib/session';
import { paths } from './paths';

export function AccessDenied() {
  usePageTitle('Acesso negado');
  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <ShieldX className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Acesso negado</h1>
      <p className="text-muted-foreground">Você não possui permissão para acessar esta área.</p>
      <a className="text-primary underline-offset-4 hover:underline" href="/">
        Voltar ao início
      </a>
    </div>
  );
}

/**
 * The browser's courtesy guard (docs/product/users-and-roles.md), driven by the same access table as the server:
 * 'Carregando...' while roles load, /auth (history replaced) when signed out, 'Acesso negado' without the role.
 */
export function RouteGuard({ children }: { children?: React.ReactNode }) {
  const location = useLocation();
  const { me, viewer, isLoading, error } = useMe();
  if (isLoading) return <Spinner className="min-h-[60vh]" label="Carregando..." />;
  if (error && !me) {
    return (
      <div role="alert" className="p-6 text-center text-destructive">
        {error}
      </div>
    );
  }
  const decision = decide(pageAccessFor(location.pathname), viewer);
  if (decision === 'unauthenticated') {
    return <Navigate to={paths.auth(`${location.pathname}${location.search}`)} replace />;
  }
  if (decision === 'forbidden') return <AccessDenied />;
  // A staff page while a role requires two-factor sign-in and it is off: the server refuses its data
  // (403 two_factor_required), so go straight to the enrolment in 'Minha conta' (decision 064).
  const access = pageAccessFor(location.pathname);
  if (
    (access.kind === 'staff' || access.kind === 'roles') &&
    me?.twoFactor?.required &&
    !me.twoFactor.enabled
  ) {
    return <Navigate to={TWO_FACTOR_ENROL_PATH} replace />;
  }
  return children ?? <Outlet />;
}
