import { useInfiniteQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { UserRow } from '@shared/schemas/user';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { DataTableError } from '@web/components/data-table/table-states';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ApiError } from '@web/lib/api';
import { useMe } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { usersQuery } from './api/list-users';
import { useResetTwoFactor, useSetUserStatus } from './api/set-user-status';
import { InviteDialog } from './components/invite-dialog';
import { ResetLinkDialog } from './components/reset-link-dialog';
import { RoleDialog } from './components/role-dialog';
import { displayName, UsersList } from './components/users-list';

const listParams = z.object({ q: searchParam });

/** 'Gerenciamento de Usuários' (docs/product/users-and-roles.md): search, roles, invitations, password resets, deactivation. */
export function Component() {
  usePageTitle('Gerenciamento de Usuários');
  const [params, setParams] = useListParams(listParams);
  const query = useInfiniteQuery(usersQuery(params.q));
  const { user: me } = useMe();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [toggling, setToggling] = useState<UserRow | null>(null);
  const [resettingTwoFactor, setResettingTwoFactor] = useState<UserRow | null>(null);
  const setStatus = useSetUserStatus();
  const resetTwoFactor = useResetTwoFactor();

  const confirmTwoFactorReset = () => {
    if (!resettingTwoFactor) return;
    const target = resettingTwoFactor;
    resetTwoFactor.mutate(target.id, {
      onSuccess: () =>
        toast.success(
          'Verificação em duas etapas redefinida',
          `${target.email} foi desconectado e configura um novo código na próxima entrada.`,
        ),
      onError: (failure) =>
        toast.error(
          'Erro ao redefinir a verificação',
          failure instanceof Error ? failure.message : undefined,
        ),
    });
    setResettingTwoFactor(null);
  };

  const confirmToggle = () => {
    if (!toggling) return;
    const active = !toggling.active;
    setStatus.mutate(
      { id: toggling.id, active },
      {
        onSuccess: () =>
          active
            ? toast.success('Conta reativada', `${toggling.email} pode entrar de novo.`)
            : toast.success('Conta desativada', `${toggling.email} foi desconectado e não pode mais entrar.`),
        onError: (failure) =>
          toast.error(
            active ? 'Erro ao reativar conta' : 'Erro ao desativar conta',
            failure instanceof Error ? failure.message : undefined,
          ),
      },
    );
    setToggling(null);
  };

  const error = query.error;
  useEffect(() => {
    if (!error || (error instanceof ApiError && (error.status === 401 || error.status === 403))) return;
    toast.error('Erro ao carregar usuários', error.message || 'Tente novamente.');
  }, [error]);

  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 p-4 sm:p-6" aria-labelledby="users-title">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 id="users-title" className="text-2xl font-bold tracking-tight">
            Gerenciamento de Usuários
          </h1>
          <p className="text-muted-foreground">Contas, funções e papéis da equipe.</p>
        </div>
        <Button onClick={() => setInviteOpen(true)}>
          <UserPlus aria-hidden="true" />
          Convidar Usuário
        </Button>
      </header>

      <Card>
        <CardContent className="grid gap-2 p-4 sm:p-6">
          <DataTableSearch
            className="w-full"
            label="Buscar usuários"
            placeholder="Buscar por nome ou email..."
            value={params.q}
            onChange={(q) => setParams({ q })}
          />

          {query.isError && rows.length === 0 ? (
            <DataTableError title="Erro ao carregar usuários" onRetry={query.refetch} />
          ) : (
            <UsersList
              rows={rows}
              loading={query.isPending}
              meId={me?.id ?? null}
              onEditRole={setEditing}
              onResetPassword={setResetting}
              onToggleActive={setToggling}
              onResetTwoFactor={setResettingTwoFactor}
            />
          )}

          {rows.length > 0 ? (
            <DataTableLoadMore
              query={query}
              summary={`Mostrando ${rows.length} de ${total} ${total === 1 ? 'usuário' : 'usuários'}`}
              className="border-t pt-4"
            />
          ) : null}
        </CardContent>
      </Card>

      <InviteDialog open={inviteOpen} onOpenChange={setInviteOpen} />
      <RoleDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ResetLinkDialog user={resetting} onOpenChange={(open) => !open && setResetting(null)} />
      <ConfirmDialog
        open={Boolean(resettingTwoFactor)}
        onOpenChange={(open) => {
          if (!open) setResettingTwoFactor(null);
        }}
        title="Redefinir verificação em duas etapas"
        description={`${resettingTwoFactor ? displayName(resettingTwoFactor) : ''} (${resettingTwoFactor?.email ?? ''}) perde o código do aplicativo autenticador e os códigos de recuperação, e é desconectado de todos os dispositivos. Use só quando a pessoa perdeu o celular e os códigos: ela configura um novo código na próxima entrada.`}
        confirmLabel="Redefinir"
        destructive
        onConfirm={confirmTwoFactorReset}
      />
      <ConfirmDialog
        open={Boolean(toggling)}
        onOpenChange={(open) => {
          if (!open) setToggling(null);
        }}
        title={toggling?.active ? 'Desativar conta' : 'Reativar conta'}
        description={
          toggling?.active
            ? `${toggling ? displayName(toggling) : ''} (${toggling?.email ?? ''}) será desconectado de todos os dispositivos e não poderá mais entrar. Os dados e o histórico da conta são mantidos, e você pode reativá-la depois.`
            : `${toggling ? displayName(toggling) : ''} (${toggling?.email ?? ''}) poderá entrar de novo com a senha atual.`
        }
        confirmLabel={toggling?.active ? 'Desativar' : 'Reativar'}
        destructive={Boolean(toggling?.active)}
        onConfirm={confirmToggle}
      />
    </section>
  );
}
