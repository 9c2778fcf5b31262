/**
 * CODERS parceiros → Acordos (docs/product/partners.md): each partner's agreements — a % of the money
 * received for N months or a fixed amount per deal won, the attribution window, validity and status.
 * One active agreement per partner at a time (the server refuses a second).
 */
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney } from '@shared/format';
import { agreementStatuses } from '@shared/partners/catalog';
import type { AgreementItem } from '@shared/partners/schemas';
import { useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { agreementsQuery } from './api/partners';
import { AgreementDialog } from './components/agreement-dialog';
import { ListCard } from './components/list-card';
import { PartnerSelect, percentText } from './components/shared';

const listParams = z.object({ parceiro: z.string().catch('').default('') });

export function AgreementsPage() {
  const [params, setParams] = useListParams(listParams);
  const query = useQuery(agreementsQuery(params.parceiro));
  const [editing, setEditing] = useState<AgreementItem | 'new' | null>(null);
  const items = query.data ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-72">
          <PartnerSelect
            id="agreements-partner"
            value={params.parceiro}
            onChange={(value) => setParams({ parceiro: value })}
          />
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          Novo acordo
        </Button>
      </div>
      <ListCard
        query={query}
        isEmpty={items.length === 0}
        label="Acordos"
        errorText="Não foi possível carregar os acordos."
        emptyTitle="Nenhum acordo"
        emptyHint="Use “Novo acordo” para definir a comissão de um parceiro."
      >
        {items.map((agreement) => {
          const badge = statusBadge(agreementStatuses, agreement.status);
          return (
            <li
              key={agreement.id}
              className="grid gap-2 p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:gap-6"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {agreement.partnerName} <Badge color={badge.color}>{badge.label}</Badge>
                </p>
                <p className="text-sm">
                  {agreement.kind === 'percentual'
                    ? `${percentText(agreement.percent)} do valor recebido, por ${agreement.recurringMonths} ${agreement.recurringMonths === 1 ? 'mês' : 'meses'} a partir do primeiro pagamento`
                    : `${formatMoney(agreement.fixedAmount)} por negócio ganho`}
                </p>
                {agreement.notes ? <p className="text-xs text-muted-foreground">{agreement.notes}</p> : null}
              </div>
              <p className="text-sm text-muted-foreground">
                Vigência: {formatDate(agreement.validFrom)} a{' '}
                {agreement.validUntil ? formatDate(agreement.validUntil) : 'sem data de término'}
                <span className="block">Janela de atribuição: {agreement.attributionDays} dias</span>
              </p>
              <div>
                <Button variant="outline" size="sm" onClick={() => setEditing(agreement)}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Editar<span className="sr-only"> acordo de {agreement.partnerName}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ListCard>
      <AgreementDialog
        agreement={editing === 'new' || editing === null ? null : editing}
        partnerId={params.parceiro}
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
      />
    </div>
  );
}

export default AgreementsPage;
