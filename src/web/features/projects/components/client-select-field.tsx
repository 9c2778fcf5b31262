/**
 * 'Cliente' of the project form (docs/product/projects.md): a select of leads with the empty option
 * 'Selecione um cliente', plus a search box that narrows the options on the server
 * (GET /api/leads/options, any lead — comercial's clients are leads). The form kit's field: bound to
 * the form's `name`, its error — the schema's or the server's — under it. A load failure shows the
 * toast 'Erro ao carregar leads'.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { LeadOption } from '@shared/schemas/lead';
import { useFieldControl } from '@web/components/form/fields';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError, api } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useDebouncedSearch } from '@web/lib/use-debounced';

// The leads' endpoint, not this module's: it joins the typed contract with the leads module.
const clientOptionsQuery = (q: string, include: string) =>
  queryOptions({
    queryKey: ['leads', 'options', { q, include }],
    queryFn: async () =>
      (await api.get<{ items: LeadOption[] }>('/api/leads/options', { q, include, limit: 100 })).items,
    placeholderData: keepPreviousData,
    retry: 1,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  });

export function ClientSelectField({
  name,
  currentName,
}: {
  name: string;
  /** The current client's name, shown even before the options load. */
  currentName?: string | null;
}) {
  const { control } = useFormContext();
  const { id, error, aria } = useFieldControl(name);
  const value: string = useWatch({ name }) ?? '';
  const [search, setSearch] = useState('');
  const q = useDebouncedSearch(search);
  const options = useQuery(clientOptionsQuery(q, value));
  const loadError = options.error;
  useEffect(() => {
    if (!loadError) return;
    if (loadError instanceof ApiError && (loadError.status === 401 || loadError.status === 403)) return;
    toast.error('Erro ao carregar leads', loadError.message);
  }, [loadError]);

  const items = options.data ?? [];
  const hasCurrent = !value || items.some((item) => item.id === value);
  return (
    <Field label="Cliente" htmlFor={id} error={error}>
      <div className="grid gap-2">
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Buscar cliente"
            placeholder="Buscar cliente pelo nome ou email..."
            className="h-9 pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <NativeSelect
              id={id}
              ref={field.ref}
              name={field.name}
              value={(field.value as string | null | undefined) ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              {...aria}
            >
              <option value="">Selecione um cliente</option>
              {hasCurrent ? null : <option value={value}>{currentName ?? 'Cliente atual'}</option>}
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        {q && !options.isFetching && items.length === 0 ? (
          <p className="text-xs text-muted-foreground">Nenhum lead encontrado para “{q}”.</p>
        ) : null}
      </div>
    </Field>
  );
}
