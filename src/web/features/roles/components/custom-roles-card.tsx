/** The custom roles made in Papéis: each with its permissions and holders; new, edit and delete (asked first). */
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { permissionGroups } from '@shared/catalog/access';
import type { CustomRole } from '@shared/roles/schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { toast } from '@web/lib/toast';
import { rolesQuery, useDeleteRole } from '../api/roles';
import { RoleFormDialog } from './role-form-dialog';

const labelOf = new Map(permissionGroups.map((group) => [group.key, group.label]));
const people = (n: number) => `${n} ${n === 1 ? 'pessoa' : 'pessoas'}`;

export function CustomRolesCard() {
  const headingId = useId();
  const roles = useQuery(rolesQuery);
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<CustomRole | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<CustomRole | null>(null);
  const custom = roles.data?.custom ?? [];

  const open = (role: CustomRole | null) => {
    setEditing(role);
    setFormOpen(true);
  };

  return (
    <Card className="min-w-0" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-3 p-4 pb-2">
        <div>
          <h2 id={headingId} className="font-semibold">
            Papéis personalizados
          </h2>
          <p className="text-sm text-muted-foreground">
            Monte um papel com as permissões de que a pessoa precisa. O servidor aplica na hora.
          </p>
        </div>
        <Button onClick={() => open(null)}>
          <Plus aria-hidden="true" />
          Novo papel
        </Button>
      </div>
      {roles.isPending ? (
        <Spinner className="min-h-24" label="Carregando..." />
      ) : roles.error ? (
        <p role="alert" className="p-4 text-destructive">
          {roles.error.message || 'Erro ao carregar papéis'}
        </p>
      ) : custom.length === 0 ? (
        <EmptyState title="Nenhum papel personalizado" hint="Crie um para dar só algumas permissões." />
      ) : (
        <ul className="divide-y">
          {custom.map((role) => (
            <li key={role.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0 space-y-1">
                <p className="font-medium">
                  {role.name}{' '}
                  <span className="text-sm font-normal text-muted-foreground">
                    · {people(role.userCount)}
                  </span>
                </p>
                <ul className="flex flex-wrap gap-1" aria-label={`Permissões de ${role.name}`}>
                  {role.permissions.map((key) => (
                    <li key={key}>
                      <Badge color="slate">{labelOf.get(key) ?? 'Permissão removida'}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Editar ${role.name}`}
                  onClick={() => open(role)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Excluir ${role.name}`}
                  onClick={() => setDeleting(role)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <RoleFormDialog role={editing} open={formOpen} onOpenChange={setFormOpen} />
      {deleting && deleting.userCount > 0 ? (
        <ConfirmDialog
          open
          onOpenChange={(value) => !value && setDeleting(null)}
          title="Papel em uso"
          description={`“${deleting.name}” está atribuído a ${people(deleting.userCount)}. Tire o papel dessas pessoas em “Papéis por pessoa” (ou dê outro papel a elas) antes de excluir.`}
          confirmLabel="Entendi"
          destructive={false}
          onConfirm={() => setDeleting(null)}
        />
      ) : (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(value) => !value && setDeleting(null)}
          title="Excluir papel?"
          description={`“${deleting?.name ?? ''}” será excluído. Esta ação não pode ser desfeita.`}
          onConfirm={() => {
            const role = deleting;
            setDeleting(null);
            if (!role) return;
            remove.mutate(role.id, {
              onSuccess: () => toast.success('Papel excluído'),
              onError: (error) => toast.error('Não foi possível excluir o papel', error.message),
            });
          }}
        />
      )}
    </Card>
  );
}
