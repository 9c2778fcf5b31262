/** The companies list: search by name, razão social or CNPJ, paged. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDocument } from '@shared/documents';
import { DataTablePagination } from '@web/components/data-table/pagination';
import { DataTableError } from '@web/components/data-table/table-states';
import { Input } from '@web/components/ui/input';
import { companyListQuery } from '../api/companies';

export function CompanyList() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(companyListQuery(q.trim(), page));
  const data = list.data;
  return (
    <section className="space-y-3" aria-label="Empresas">
      <Input
        type="search"
        aria-label="Buscar empresa"
        placeholder="Buscar por nome, razão social ou CNPJ"
        value={q}
        onChange={(event) => {
          setQ(event.target.value);
          setPage(1);
        }}
        className="max-w-md"
      />
      {list.isError ? (
        <DataTableError title="Não foi possível carregar as empresas" onRetry={() => list.refetch()} />
      ) : null}
      {list.isPending ? <p className="text-sm text-muted-foreground">Carregando empresas…</p> : null}
      {data && data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {q ? 'Nenhuma empresa encontrada.' : 'Nenhuma empresa cadastrada ainda.'}
        </p>
      ) : null}
      <ul className="divide-y rounded-md border">
        {data?.items.map((company) => (
          <li key={company.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div className="min-w-0">
              <Link to={`?empresa=${company.id}`} className="font-medium underline-offset-2 hover:underline">
                {company.name}
              </Link>
              <p className="text-xs text-muted-foreground">
                {[company.legalName, company.cnpj ? `CNPJ ${formatDocument(company.cnpj)}` : null]
                  .filter(Boolean)
                  .join(' · ') || 'Sem razão social'}
              </p>
            </div>
            <span className="text-sm text-muted-foreground">
              {company.peopleCount} {company.peopleCount === 1 ? 'pessoa' : 'pessoas'}
            </span>
          </li>
        ))}
      </ul>
      {data ? (
        <DataTablePagination
          summary={`${data.total} ${data.total === 1 ? 'empresa' : 'empresas'}`}
          hasPrev={page > 1}
          hasNext={page * data.limit < data.total}
          onPrev={() => setPage((current) => current - 1)}
          onNext={() => setPage((current) => current + 1)}
          isFetching={list.isFetching}
        />
      ) : null}
    </section>
  );
}
