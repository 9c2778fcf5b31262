import { KeyRound, MoreHorizontal, ShieldOff, UserCheck, UserCog, UserX } from 'lucide-react';
import { staffRoleLabels } from '@shared/catalog/roles';
import { formatDate, initials } from '@shared/format';
import type { UserRow } from '@shared/schemas/user';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { EmptyState, Skeleton } from '@web/components/ui/feedback';

/** docs/product/users-and-roles.md: display name, or 'Usuário' when the profile has none. */
export function displayName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ') || 'Usuário';
}

/** Rows of docs/product/users-and-roles.md: initials avatar, name, 'Registrado em', e-mail, role badge, staff roles, row menu. */
export function UsersList({
  rows,
  loading,
  meId,
  onEditRole,
  onResetPassword,
  onToggleActive,
  onResetTwoFactor,
}: {
  rows: UserRow[];
  loading: boolean;
  meId: string | null;
  onEditRole: (user: UserRow) => void;
  onResetPassword: (user: UserRow) => void;
  onToggleActive: (user: UserRow) => void;
  onResetTwoFactor: (user: UserRow) => void;
}) {
  if (loading) {
    return (
      <ul aria-busy="true" aria-label="Carregando usuários" className="divide-y">
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index} className="flex items-center gap-4 py-4">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-64 max-w-full" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (rows.length === 0) return <EmptyState title="Nenhum usuário encontrado" />;

  return (
    <ul className="divide-y" aria-label="Usuários">
      {rows.map((user) => {
        const name = displayName(user);
        return (
          <li key={user.id} className="flex items-start gap-3 py-4 sm:items-center sm:gap-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800"
            >
              {initials(user.firstName, user.lastName, user.email)}
            </span>
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{name}</span>
                {user.id === meId ? <span className="text-xs text-muted-foreground">(você)</span> : null}
                <Badge color={user.role === 'admin' ? 'blue' : 'grey'}>
                  {user.role === 'admin' ? 'Admin' : 'Usuário'}
                </Badge>
                {user.active ? null : <Badge color="red">Desativado</Badge>}
                {user.twoFactorEnabled ? <Badge color="green">Duas etapas</Badge> : null}
                {user.staffRoles.map((role) => (
                  <Badge key={role} color="slate" className="font-medium">
                    {staffRoleLabels[role]}
                  </Badge>
                ))}
              </div>
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
              <p className="text-xs text-muted-foreground">Registrado em {formatDate(user.createdAt)}</p>
            </div>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={`Ações para ${user.email}`}>
                  <MoreHorizontal aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => onEditRole(user)}>
                  <UserCog className="size-4" aria-hidden="true" />
                  Editar Função
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => onResetPassword(user)}>
                  <KeyRound className="size-4" aria-hidden="true" />
                  Redefinir Senha
                </DropdownMenuItem>
                {user.twoFactorEnabled && user.id !== meId ? (
                  <DropdownMenuItem onSelect={() => onResetTwoFactor(user)}>
                    <ShieldOff className="size-4" aria-hidden="true" />
                    Redefinir duas etapas
                  </DropdownMenuItem>
                ) : null}
                {user.id === meId ? null : (
                  <DropdownMenuItem onSelect={() => onToggleActive(user)}>
                    {user.active ? (
                      <UserX className="size-4" aria-hidden="true" />
                    ) : (
                      <UserCheck className="size-4" aria-hidden="true" />
                    )}
                    {user.active ? 'Desativar' : 'Reativar'}
                  </DropdownMenuItem>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        );
      })}
    </ul>
  );
}
