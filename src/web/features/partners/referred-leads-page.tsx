/**
 * CODERS parceiros → Leads Indicados (docs/product/partners.md): the leads each partner brought, with
 * their stage and the money received; 'Gerar link de indicação' creates a one-time link the partner
 * uses to submit a lead (/indicar/:token), shown once with a copy button.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { leadStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatDateTime, formatMoney } from '@shared/format';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Dialog } from '@web/components/ui/dialog';
import { toast } from '@web/lib/toast';
import { useJobLink } from '@web/lib/use-job-link';
import { referralLinksQuery, referredLeadsQuery, useRevokeReferralLink } from './api/partners';
import { CreateLinkDialog } from './components/create-link-dialog';
import { ListCard } from './components/list-card';
import { PartnerSelect } from './components/shared';

const listParams = z.object({ q: searchParam, parceiro: z.string().catch('').default('') });

export function ReferredLeadsPage() {
  const leadLink = useJobLink();
  const [params, setParams] = useListParams(listParams);
  const query = useInfiniteQuery(referredLeadsQuery(params.parceiro, params.q));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [linkOpen, setLinkOpen] = useState(false);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-72">
            <PartnerSelect
              id="referred-partner"
              value={params.parceiro}
              onChange={(value) => setParams({ parceiro: value })}
            />
          </div>
          <DataTableSearch
            label="Buscar leads indicados"
            placeholder="Nome, e-mail ou empresa"
            value={params.q}
            onChange={(value) => setParams({ q: value })}
          />
        </div>
        <Button onClick={() => setLinkOpen(true)}>
          <Link2 className="size-4" aria-hidden="true" />
          Gerar link de indicação
        </Button>
      </div>
      <ListCard
        query={query}
        isEmpty={items.length === 0}
        label="Leads indicados"
        errorText="Não foi possível carregar os leads indicados."
        emptyTitle="Nenhum lead indicado"
        emptyHint="Leads que chegam por /?ref=CÓDIGO ou por um link de indicação aparecem aqui."
        more={<DataTableLoadMore query={query} />}
      >
        {items.map((lead) => {
          const badge = statusBadge(leadStatuses, lead.status);
          const to = leadLink('leads', { lead: lead.id });
          return (
            <li
              key={lead.id}
              className="grid gap-2 p-4 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-center md:gap-6"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {to ? (
                    <Link to={to} className="hover:text-primary hover:underline focus-visible:underline">
                      {lead.name}
                    </Link>
                  ) : (
                    lead.name
                  )}
                  <Badge color={badge.color}>{badge.label}</Badge>
                </p>
                <p className="text-xs break-all text-muted-foreground">
                  {lead.email}
                  {lead.company ? ` · ${lead.company}` : ''}
                </p>
              </div>
              <p className="text-sm">
                {lead.partnerName} <span className="text-xs text-muted-foreground">({lead.partnerCode})</span>
                <span className="block text-xs text-muted-foreground">
                  Indicado em {formatDate(lead.referredAt ?? lead.createdAt)}
                </span>
              </p>
              <p className="text-sm md:text-right">
                <span className="text-muted-foreground">Recebido </span>
                <strong className="tabular-nums">{formatMoney(lead.received)}</strong>
                <span className="block text-xs text-muted-foreground">
                  Comissões {formatMoney(lead.commissions)}
                </span>
              </p>
            </li>
          );
        })}
      </ListCard>
      <ReferralLinks partnerId={params.parceiro} />
      <Dialog open={linkOpen} onOpenChange={setLinkOpen}>
        {linkOpen ? <CreateLinkDialog partnerId={params.parceiro} /> : null}
      </Dialog>
    </div>
  );
}

const LINK_STATES: Record<string, { label: string; color: 'green' | 'grey' | 'amber' | 'red' }> = {
  aberto: { label: 'Aberto', color: 'green' },
  usado: { label: 'Usado', color: 'grey' },
  expirado: { label: 'Expirado', color: 'amber' },
  revogado: { label: 'Revogado', color: 'red' },
};

function ReferralLinks({ partnerId }: { partnerId: string }) {
  const query = useQuery(referralLinksQuery(partnerId));
  const revoke = useRevokeReferralLink();
  const [confirm, setConfirm] = useState<string | null>(null);
  const links = query.data ?? [];
  return (
    <section aria-labelledby="links-title" className="space-y-2">
      <h2 id="links-title" className="text-lg font-semibold">
        Links de indicação
      </h2>
      <ListCard
        query={query}
        isEmpty={links.length === 0}
        label="Links de indicação"
        errorText="Não foi possível carregar os links."
        emptyTitle="Nenhum link gerado"
        emptyHint="Cada link serve para uma indicação."
      >
        {links.map((link) => {
          const state = LINK_STATES[link.state]!;
          return (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                {link.partnerName} <Badge color={state.color}>{state.label}</Badge>
                <span className="block text-xs text-muted-foreground">
                  Gerado em {formatDateTime(link.createdAt)} · expira em {formatDateTime(link.expiresAt)}
                  {link.usedAt ? ` · usado em ${formatDateTime(link.usedAt)}` : ''}
                </span>
              </span>
              {link.state === 'aberto' ? (
                <Button variant="outline" size="sm" onClick={() => setConfirm(link.id)}>
                  Revogar
                </Button>
              ) : null}
            </li>
          );
        })}
      </ListCard>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Revogar link de indicação?"
        description="O parceiro não poderá mais usar este link."
        confirmLabel="Revogar"
        onConfirm={() => {
          const id = confirm;
          setConfirm(null);
          if (!id) return;
          revoke.mutate(id, {
            onSuccess: () => toast.success('Link revogado'),
            onError: (error) => toast.error('Não foi possível revogar o link.', error.message),
          });
        }}
      />
    </section>
  );
}

export default ReferredLeadsPage;
