/**
 * The one client picker (issue 25) of 'Nova fatura', 'Registrar pagamento' and the proposal editor
 * (docs/product/invoices-and-payments.md): search by name, company or e-mail, then choose — over one
 * endpoint, GET /api/invoices/clients (clients first, each with its projects).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { invoiceApi } from '@shared/invoices/api';
import type { ClientOption } from '@shared/invoices/schemas';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';
import { useFieldControl } from './fields';

/** The one client search: clients (won first) with their projects, GET /api/invoices/clients. */
export const clientOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['billing', 'clients', q],
    queryFn: () => call(invoiceApi.clients, { query: { q } }),
    ...pageQuery,
  });

export function ClientPicker({
  value,
  onChange,
  id,
  error,
}: {
  value: ClientOption | null;
  onChange: (client: ClientOption | null) => void;
  id: string;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const query = useQuery(clientOptionsQuery(debounced));
  const options = query.data?.items ?? [];
  const all = value && !options.some((option) => option.id === value.id) ? [value, ...options] : options;
  return (
    <Field label="Cliente" htmlFor={id} error={error} hint="Busque pelo nome, empresa ou e-mail.">
      <div className="grid gap-2 sm:grid-cols-2">
        <Input
          aria-label="Buscar cliente"
          placeholder="Buscar cliente"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <NativeSelect
          id={id}
          value={value?.id ?? ''}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(all.find((option) => option.id === event.target.value) ?? null)}
        >
          <option value="">{query.isPending ? 'Carregando...' : 'Selecione o cliente'}</option>
          {all.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
              {option.company ? ` — ${option.company}` : ''}
            </option>
          ))}
        </NativeSelect>
      </div>
    </Field>
  );
}

/**
 * The kit's client field: the picker above bound to the form's `name` (the client's id), its error —
 * the schema's or the server's — under it. `onClient` hears the chosen client (its projects).
 */
export function ClientPickerField({
  name,
  initial,
  onClient,
}: {
  name: string;
  /** The client already chosen (editing), shown before any search. */
  initial?: ClientOption | null;
  onClient?: (client: ClientOption | null) => void;
}) {
  const { control } = useFormContext();
  const { id, error } = useFieldControl(name);
  const [chosen, setChosen] = useState<ClientOption | null>(initial ?? null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ClientPicker
          id={id}
          value={chosen && chosen.id === field.value ? chosen : null}
          error={error}
          onChange={(client) => {
            setChosen(client);
            onClient?.(client);
            field.onChange(client?.id ?? '');
          }}
        />
      )}
    />
  );
}
