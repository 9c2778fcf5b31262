/**
 * CODERS parceiros → Visão Geral (docs/product/partners.md): the program's numbers, the ranking by
 * referred revenue, and the partners themselves (list with search, create, edit).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDocument } from '@shared/documents';
import { formatMoney, formatPhone } from '@shared/format';
import { partnerStatuses } from '@shared/partners/catalog';
import type { PartnerItem } from '@shared/partners/schemas';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { ScrollTable } from '@web/components/ui/scroll-table';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { partnersListQuery, partnersOverviewQuery } from './api/partners';
import { ListCard } from './components/list-card';
import { PartnerDialog } from './components/partner-dialog';
import { percentText } from './components/shared';

const listParams = z.object({ q: searchParam });

export function PartnersOverviewPage() {
  const overview = useQuery(partnersOverviewQuery());
  const data = overview.data;
  const cards = data
    ? [
        { label: 'Parceiros ativos', value: String(data.activePartners) },
        { label: 'Leads indicados', value: `${data.referredLeads} (${data.wonLeads} convertidos)` },
        { label: 'Receita indicada', value: formatMoney(data.referredRevenue) },
        { label: 'Comissões a pagar', value: formatMoney(data.commissionsDue) },
      ]
    : [];
  return (
    <div className="space-y-6">
      {overview.isPending ? (
        <Spinner className="min-h-24" label="Carregando..." />
      ) : overview.error ? (
        <div role="alert" className="space-y-2 text-destructive">
          <p>Não foi possível carregar o resumo dos parceiros.</p>
          <Button variant="outline" size="sm" onClick={() => void overview.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {cards.map((card) => (
              <Card key={card.label} className="p-4">
                <dt className="text-sm text-muted-foreground">{card.label}</dt>
                <dd className="mt-1 text-xl font-semibold tabular-nums">{card.value}</dd>
              </Card>
            ))}
          </dl>
          <section aria-labelledby="ranking-title" className="space-y-2">
            <h2 id="ranking-title" className="text-lg font-semibold">
              Ranking por receita indicada
            </h2>
            {data?.ranking.length ? (
              <Card>
                <ScrollTable label="Ranking de parceiros">
                  <TableHeader>
                    <TableRow>
                      <TableHead>#</TableHead>
                      <TableHead>Parceiro</TableHead>
                      <TableHead className="text-right">Leads</TableHead>
                      <TableHead className="text-right">Convertidos</TableHead>
                      <TableHead className="text-right">Receita indicada</TableHead>
                      <TableHead className="text-right">Comissões a pagar</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.ranking.map((row, index) => (
                      <TableRow key={row.partnerId}>
                        <TableCell>{index + 1}</TableCell>
                        <TableCell>
                          <span className="font-medium">{row.partnerName}</span>{' '}
                          <span className="text-xs text-muted-foreground">{row.code}</span>
                        </TableCell>
                        <TableCell className="text-right tabular-nums">{row.leads}</TableCell>
                        <TableCell className="text-right tabular-nums">{row.won}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatMoney(row.revenue)}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatMoney(row.due)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </ScrollTable>
              </Card>
            ) : (
              <EmptyState title="Nenhum parceiro ainda" hint="Cadastre o primeiro parceiro abaixo." />
            )}
          </section>
        </>
      )}
      <PartnersList />
    </div>
  );
}

function PartnersList() {
  const [params, setParams] = useListParams(listParams);
  const query = useInfiniteQuery(partnersListQuery(params.q));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [editing, setEditing] = useState<PartnerItem | 'new' | null>(null);
  return (
    <section aria-labelledby="partners-title" className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="partners-title" className="text-lg font-semibold">
          Parceiros
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <DataTableSearch
            label="Buscar parceiros"
            placeholder="Nome, e-mail, código ou documento"
            value={params.q}
            onChange={(value) => setParams({ q: value })}
          />
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            Novo parceiro
          </Button>
        </div>
      </div>
      <ListCard
        query={query}
        isEmpty={items.length === 0}
        label="Parceiros"
        errorText="Não foi possível carregar os parceiros."
        emptyTitle="Nenhum parceiro encontrado"
        emptyHint={params.q ? 'Tente outros termos de busca.' : 'Use “Novo parceiro” para cadastrar.'}
        more={<DataTableLoadMore query={query} />}
      >
        {items.map((partner) => {
          const badge = statusBadge(partnerStatuses, partner.status);
          return (
            <li
              key={partner.id}
              className="grid gap-2 p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:gap-6"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {partner.name} <Badge color={badge.color}>{badge.label}</Badge>
                </p>
                <p className="text-sm text-muted-foreground">
                  {formatDocument(partner.document)} · código{' '}
                  <strong className="text-foreground">{partner.code}</strong>
                </p>
                <p className="text-xs break-all text-muted-foreground">
                  {partner.contactName} · {partner.email}
                  {partner.phone ? ` · ${formatPhone(partner.phone)}` : ''}
                </p>
              </div>
              <p className="text-sm">
                {partner.agreement ? (
                  <>
                    Acordo:{' '}
                    {partner.agreement.kind === 'percentual'
                      ? `${percentText(partner.agreement.percent)} do recebido por ${partner.agreement.recurringMonths} meses`
                      : `${formatMoney(partner.agreement.fixedAmount)} por negócio ganho`}
                    <span className="block text-xs text-muted-foreground">
                      Janela de {partner.agreement.attributionDays} dias
                    </span>
                  </>
                ) : (
                  <span className="text-muted-foreground">Sem acordo vigente</span>
                )}
              </p>
              <div>
                <Button variant="outline" size="sm" onClick={() => setEditing(partner)}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Editar<span className="sr-only"> {partner.name}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ListCard>
      <PartnerDialog
        partner={editing === 'new' || editing === null ? null : editing}
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
      />
    </section>
  );
}

export default PartnersOverviewPage;
