/** The permissions of a custom role: one checkbox per permission group, with its PT-BR name and what it opens. */
import { useFormContext } from 'react-hook-form';
import { permissionGroups } from '@shared/catalog/access';
import { useFieldControl } from '@web/components/form/fields';

export function PermissionsField({ name = 'permissions' }: { name?: string }) {
  const { register } = useFormContext();
  const control = useFieldControl(name);
  return (
    <fieldset className="grid gap-2" aria-describedby={control.error ? `${control.id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">Permissões</legend>
      <div className="grid max-h-72 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
        {permissionGroups.map((group) => (
          <label key={group.key} className="flex cursor-pointer items-start gap-2 text-sm">
            <input
              type="checkbox"
              value={group.key}
              className="mt-0.5 size-4 accent-primary"
              aria-invalid={control.error ? true : undefined}
              {...register(name)}
            />
            <span>
              <span className="block font-medium">{group.label}</span>
              <span className="block text-xs text-muted-foreground">{group.description}</span>
            </span>
          </label>
        ))}
      </div>
      {control.error ? (
        <p id={`${control.id}-error`} role="alert" className="text-sm text-destructive">
          {control.error}
        </p>
      ) : null}
    </fieldset>
  );
}
