/**
 * 'Cliente': a select of leads with the empty option 'Selecione um cliente' (docs/product/projects.md), plus a search
 * box that narrows the options on the server. A load failure shows the toast 'Erro ao carregar leads'.
 */
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type ComponentProps, forwardRef, useEffect, useState } from 'react';
import { Input, NativeSelect } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { clientOptionsQuery } from '../api/list-client-options';

type Props = Omit<ComponentProps<'select'>, 'value'> & { value: string; currentName?: string | null };

export const ClientSelect = forwardRef<HTMLSelectElement, Props>(function ClientSelect(
  { value, currentName, id, ...props },
  ref,
) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const options = useQuery(clientOptionsQuery(q, value));

  const error = options.error;
  useEffect(() => {
    if (!error || (error instanceof ApiError && (error.status === 401 || error.status === 403))) return;
    toast.error('Erro ao carregar leads', error.message);
  }, [error]);

  const items = options.data ?? [];
  const hasCurrent = !value || items.some((item) => item.id === value);

  return (
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
      <NativeSelect id={id} ref={ref} value={value} {...props}>
        <option value="">Selecione um cliente</option>
        {hasCurrent ? null : <option value={value}>{currentName ?? 'Cliente atual'}</option>}
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </NativeSelect>
      {q && !options.isFetching && items.length === 0 ? (
        <p className="text-xs text-muted-foreground">Nenhum lead encontrado para “{q}”.</p>
      ) : null}
    </div>
  );
});
