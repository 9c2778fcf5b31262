import { useEffect, useState } from 'react';
import type { StaffRole } from '@shared/catalog/roles';
import type { UserRow } from '@shared/schemas/user';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useUpdateUserRoles } from '@web/lib/queries/update-user-roles';
import { toast } from '@web/lib/toast';
import { StaffRoleCheckboxes } from './staff-role-checkboxes';

/** 'Editar Função do Usuário' (docs/product/users-and-roles.md) with the staff roles beside the Usuário/Administrador select. */
export function RoleDialog({
  user,
  onOpenChange,
}: {
  user: UserRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [role, setRole] = useState<'user' | 'admin'>('user');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const mutation = useUpdateUserRoles();

  useEffect(() => {
    if (!user) return;
    setRole(user.role);
    setRoles(user.staffRoles);
  }, [user]);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!user || mutation.isPending) return;
    try {
      await mutation.mutateAsync({ id: user.id, role, staffRoles: roles });
      toast.success('Função atualizada', 'A função do usuário foi atualizada com sucesso.');
      onOpenChange(false);
    } catch (error) {
      toast.error('Erro ao atualizar função', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent width={500}>
        <form onSubmit={save} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Editar Função do Usuário</DialogTitle>
            <DialogDescription>{user?.email}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="user-role">Função</Label>
            <NativeSelect
              id="user-role"
              value={role}
              onChange={(event) => setRole(event.target.value === 'admin' ? 'admin' : 'user')}
            >
              <option value="user">Usuário</option>
              <option value="admin">Administrador</option>
            </NativeSelect>
          </div>
          <StaffRoleCheckboxes
            idPrefix="edit"
            value={roles}
            onChange={setRoles}
            admImplied={role === 'admin'}
            disabled={mutation.isPending}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Salvando...' : 'Salvar Alterações'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
