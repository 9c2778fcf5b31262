/**
 * The lead an activity is about, on 'Minhas atividades': a search box narrows the leads on the server,
 * the select picks one; bound to the form's `leadId` with its error (the schema's or the server's).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldControl } from '@web/components/form/fields';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { leadChoicesQuery } from '../api/activities';

export function LeadSelectField({ name = 'leadId' }: { name?: string }) {
  const { control } = useFormContext();
  const { id, error, aria } = useFieldControl(name);
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const options = useQuery(leadChoicesQuery(term));
  const list = options.data ?? [];
  return (
    <Field label="Lead" htmlFor={id} error={error}>
      <div className="grid gap-2">
        <Input
          type="search"
          aria-label="Buscar lead"
          placeholder="Buscar por nome, e-mail ou empresa..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <NativeSelect
              id={id}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              aria-busy={options.isFetching || undefined}
              {...aria}
            >
              <option value="">{options.isPending ? 'Carregando...' : 'Escolha o lead'}</option>
              {list.map((lead) => (
                <option key={lead.id} value={lead.id}>
                  {lead.name}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        {options.isError ? (
          <p className="text-sm text-destructive">Não foi possível carregar os leads.</p>
        ) : term && !options.isFetching && !list.length ? (
          <p className="text-sm text-muted-foreground">Nenhum lead encontrado para “{term}”.</p>
        ) : null}
      </div>
    </Field>
  );
}
