/** 'Responsáveis': active staff as checkboxes, bound to the form's `assigneeIds` (a list of ids). */
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldControl } from '@web/components/form/fields';
import { Label } from '@web/components/ui/label';
import { Checkbox } from '@web/components/ui/switch';
import { activeStaffQuery } from '@web/lib/queries/active-staff';

export function AssigneesField({ name = 'assigneeIds' }: { name?: string }) {
  const people = useQuery(activeStaffQuery);
  const { control } = useFormContext();
  const { id, error, aria } = useFieldControl(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen: string[] = field.value ?? [];
        return (
          <fieldset className="grid gap-1.5" {...aria}>
            <legend className="mb-1.5 text-sm font-medium">Responsáveis</legend>
            {people.isPending ? (
              <p className="text-sm text-muted-foreground">Carregando a equipe...</p>
            ) : null}
            {people.isError ? (
              <p className="text-sm text-muted-foreground">Não foi possível carregar a equipe.</p>
            ) : null}
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {(people.data?.items ?? []).map((person, index) => (
                <div key={person.id} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    id={`${id}-${person.id}`}
                    ref={index === 0 ? field.ref : undefined}
                    checked={chosen.includes(person.id)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked ? [...chosen, person.id] : chosen.filter((other) => other !== person.id),
                      )
                    }
                  />
                  <Label htmlFor={`${id}-${person.id}`} className="font-normal">
                    {person.name}
                  </Label>
                </div>
              ))}
            </div>
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
