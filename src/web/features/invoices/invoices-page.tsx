/**
 * CODERS finance → Faturas (docs/product/invoices-and-payments.md): the list (search, computed status,
 * due date order, 'Carregar mais'), 'Nova fatura', and one invoice (?fatura=<id>) with its PIX code,
 * public link, NFS-e, boleto, payments and cancellation.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { formatDate, formatMoney } from '@shared/format';
import { invoiceStatuses } from '@shared/invoices/catalog';
import { listSummary } from '@shared/invoices/schemas';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableStatusFilter, DataTableToolbar } from '@web/components/data-table/toolbar';
import { choiceParam, searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { invoicesQuery } from './api/invoices';
import { InvoiceForm } from './components/invoice-form';
import { InvoiceView, StatusBadge } from './components/invoice-view';

const listParams = z.object({
  q: searchParam,
  status: choiceParam(
    invoiceStatuses.map((entry) => entry.value),
    'all',
  ),
});

export function InvoicesPage() {
  const [search, setSearch] = useSearchParams();
  const id = search.get('fatura');
  const creating = search.get('nova') === '1';
  const go = (next: Record<string, string | null>) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null) params.delete(key);
        else params.set(key, value);
      }
      return params;
    });
  if (creating) return <InvoiceForm onDone={(saved) => go({ nova: null, fatura: saved?.id ?? null })} />;
  if (id) return <InvoiceView id={id} onBack={() => go({ fatura: null })} />;
  return <InvoiceList onOpen={(invoiceId) => go({ fatura: invoiceId })} onCreate={() => go({ nova: '1' })} />;
}

function InvoiceList({ onOpen, onCreate }: { onOpen: (id: string) => void; onCreate: () => void }) {
  const [params, setParams] = useListParams(listParams);
  const query = useInfiniteQuery(
    invoicesQuery({ q: params.q, status: params.status === 'all' ? '' : params.status }),
  );
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-4">
      <DataTableToolbar
        search={{
          value: params.q,
          onChange: (q) => setParams({ q }),
          label: 'Buscar faturas',
          placeholder: 'Número, cliente ou descrição',
        }}
        actions={
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            Nova fatura
          </Button>
        }
      >
        <DataTableStatusFilter
          value={params.status}
          onChange={(status) => setParams({ status })}
          options={invoiceStatuses}
          className="sm:w-56"
        />
      </DataTableToolbar>
      <Card>
        <ListStates
          query={query}
          isEmpty={rows.length === 0}
          errorText="Não foi possível carregar as faturas."
          empty={
            <EmptyState
              title="Nenhuma fatura encontrada"
              hint={
                params.q || params.status !== 'all'
                  ? 'Tente outros filtros.'
                  : 'Crie a primeira em “Nova fatura”.'
              }
            />
          }
        >
          <ul aria-label="Faturas" className="divide-y">
            {rows.map((invoice) => (
              <li key={invoice.id}>
                <button
                  type="button"
                  onClick={() => onOpen(invoice.id)}
                  className="grid w-full gap-2 p-4 text-left hover:bg-muted/40 focus-visible:bg-muted/40 focus-visible:outline-none md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto_auto] md:items-center md:gap-6"
                >
                  <span className="min-w-0">
                    <span className="block font-medium">{invoice.number ?? 'Rascunho'}</span>
                    <span className="block truncate text-sm text-muted-foreground">
                      {invoice.clientName}
                      {invoice.description ? ` · ${invoice.description}` : ''}
                    </span>
                  </span>
                  <span className="text-sm text-muted-foreground">
                    Vence {formatDate(invoice.dueDate)}
                    {invoice.projectTitle ? (
                      <span className="block truncate">{invoice.projectTitle}</span>
                    ) : null}
                  </span>
                  <span className="text-sm tabular-nums md:text-right">
                    <strong className="block">{formatMoney(invoice.total)}</strong>
                    {invoice.status === 'parcialmente_paga' || invoice.status === 'vencida' ? (
                      <span className="text-muted-foreground">em aberto {formatMoney(invoice.open)}</span>
                    ) : null}
                  </span>
                  <StatusBadge status={invoice.status} />
                </button>
              </li>
            ))}
          </ul>
          <DataTableLoadMore
            query={query}
            summary={listSummary(rows.length, query.data?.pages[0], 'faturas')}
          />
        </ListStates>
      </Card>
    </div>
  );
}
export default InvoicesPage;
