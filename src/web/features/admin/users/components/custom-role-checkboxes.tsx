/**
 * The custom roles made in Papéis (decision 065) as checkboxes, for an invitation. Nothing shows while
 * the agency has none; the list comes from the one role list (`GET /api/roles`).
 */
import { useQuery } from '@tanstack/react-query';
import { Label } from '@web/components/ui/label';
import { Checkbox } from '@web/components/ui/switch';
import { rolesQuery } from '@web/features/roles';

export function CustomRoleCheckboxes({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const custom = useQuery(rolesQuery).data?.custom ?? [];
  if (!custom.length) return null;
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...new Set([...value, id])] : value.filter((item) => item !== id));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Papéis personalizados</legend>
      {custom.map((role) => {
        const id = `${idPrefix}-custom-${role.id}`;
        return (
          <div key={role.id} className="flex items-center gap-3">
            <Checkbox
              id={id}
              checked={value.includes(role.id)}
              onCheckedChange={(checked) => toggle(role.id, checked === true)}
            />
            <Label htmlFor={id} className="cursor-pointer">
              {role.name}
            </Label>
          </div>
        );
      })}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
