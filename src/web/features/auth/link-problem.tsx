import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { ApiError } from '@web/lib/api';
import { AuthShell } from './auth-shell';

/** What a person sees when a one-time link cannot be used: gone (410), unknown (404) or a failure. */
export function LinkProblem({ error, kind }: { error: unknown; kind: 'invite' | 'reset' }) {
  const gone = error instanceof ApiError && error.status === 410;
  const unknown = error instanceof ApiError && error.status === 404;
  const next =
    kind === 'invite'
      ? 'Peça um novo convite a um administrador da equipe.'
      : 'Peça um novo link de redefinição a um administrador da equipe.';
  return (
    <AuthShell
      title="Link indisponível"
      description={
        gone
          ? 'Este link expirou ou já foi usado.'
          : unknown
            ? 'Link inválido. Confira o endereço recebido.'
            : 'Não foi possível abrir o link agora. Tente novamente em instantes.'
      }
    >
      <div className="grid gap-3 text-sm">
        {gone || unknown ? <p>{next}</p> : null}
        <Link to={paths.codersLogin} className="font-medium text-primary underline-offset-4 hover:underline">
          Ir para o acesso da equipe
        </Link>
      </div>
    </AuthShell>
  );
}
