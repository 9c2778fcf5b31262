/** Create or edit a custom role (adm): its PT-BR name and the permissions it is made of. */
import { type CustomRole, customRoleFormSchema, MAX_ROLE_NAME } from '@shared/roles/schemas';
import { TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useSaveRole } from '../api/roles';
import { PermissionsField } from './permissions-field';

export function RoleFormDialog({
  role,
  open,
  onOpenChange,
}: {
  /** null: a new role. */
  role: CustomRole | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveRole();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={role ? 'Editar papel' : 'Novo papel'}
      description="Quem tiver este papel abre só as páginas e ações das permissões marcadas."
      schema={customRoleFormSchema}
      defaultValues={{ name: role?.name ?? '', permissions: role?.permissions ?? [] }}
      submitLabel={role ? 'Salvar papel' : 'Criar papel'}
      width={640}
      onSubmit={async (body) => {
        await save.mutateAsync({ id: role?.id, body });
        toast.success(role ? 'Papel atualizado' : 'Papel criado');
      }}
    >
      <TextField
        name="name"
        label="Nome do papel"
        maxLength={MAX_ROLE_NAME}
        hint="Ex.: Designer, Atendimento"
      />
      <PermissionsField />
    </FormDialog>
  );
}
