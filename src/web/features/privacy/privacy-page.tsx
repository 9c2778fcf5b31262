/**
 * CODERS adm → Privacidade (LGPD) (docs/product/privacy-lgpd.md): the art. 18 requests with the
 * 15-day clock of art. 19 (components/request-card.tsx: verify, export, correct, anonymise with a preview,
 * close with a reply). Below: the encarregado and retention settings and the retention preview.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PrivacyListQuery } from '@shared/privacy/schemas';
import { Button } from '@web/components/ui/button';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { privacyRequestsQuery } from './api/privacy';
import { RequestCard } from './components/request-card';
import { RetentionCard } from './components/retention-card';
import { SettingsCard } from './components/settings-card';

const FILTERS = [
  ['abertas', 'Abertas'],
  ['nao_verificada', 'Não verificadas'],
  ['concluida', 'Concluídas'],
  ['recusada', 'Recusadas'],
  ['todas', 'Todas'],
] as const;

export function PrivacyPage() {
  const [status, setStatus] = useState<PrivacyListQuery['status']>('abertas');
  const query = useQuery(privacyRequestsQuery(status));
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="privacy-status">Pedidos</Label>
          <NativeSelect
            id="privacy-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as PrivacyListQuery['status'])}
          >
            {FILTERS.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p className="text-sm text-muted-foreground">
          Prazo legal: 15 dias contados do pedido (art. 19 da LGPD).
        </p>
      </div>
      {query.isPending ? (
        <Spinner label="Carregando pedidos" />
      ) : query.isError ? (
        <p className="text-sm text-destructive">
          Não foi possível carregar os pedidos.{' '}
          <Button size="sm" variant="link" onClick={() => void query.refetch()}>
            Tentar de novo
          </Button>
        </p>
      ) : query.data.items.length ? (
        <ul className="grid gap-3" aria-label="Pedidos de titulares">
          {query.data.items.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </ul>
      ) : (
        <EmptyState
          title="Nenhum pedido aqui"
          hint="Os pedidos feitos na página Meus dados aparecem nesta fila."
        />
      )}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <SettingsCard />
        <RetentionCard />
      </div>
    </div>
  );
}

export default PrivacyPage;
