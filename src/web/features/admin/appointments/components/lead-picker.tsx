import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LeadOption } from '@shared/schemas/lead';
import { Input, NativeSelect } from '@web/components/ui/input';
import { leadOptionsQuery } from '../api/lead-options';

/**
 * Optional lead for an appointment: a search box narrows the options on the server (a CRM may hold
 * thousands of leads; name, e-mail, company and interest are searched), the select picks one.
 */
export function LeadPicker({
  id,
  value,
  onChange,
  current,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The appointment's current lead: always listed, even when it does not match the search. */
  current?: LeadOption | null;
  invalid?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const options = useQuery(leadOptionsQuery(term, current?.id ?? null));
  const list = options.data ?? [];
  const withCurrent = current && !list.some((lead) => lead.id === current.id) ? [current, ...list] : list;

  return (
    <div className="grid gap-2">
      <Input
        type="search"
        aria-label="Buscar lead"
        placeholder="Buscar lead por nome, e-mail ou empresa..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        aria-busy={options.isFetching || undefined}
      >
        <option value="">Sem lead vinculado</option>
        {withCurrent.map((lead) => (
          <option key={lead.id} value={lead.id}>
            {lead.name}
          </option>
        ))}
      </NativeSelect>
      {options.isError ? (
        <p className="text-sm text-destructive">Erro ao carregar leads</p>
      ) : term && !options.isFetching && list.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum lead encontrado para “{term}”.</p>
      ) : null}
    </div>
  );
}
