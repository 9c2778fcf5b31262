/**
 * 'Anonimizar' with a preview first (docs/product/privacy-lgpd.md): the server runs the anonymisation in
 * a transaction it rolls back and lists every table, row and field it would change; confirming sends that
 * preview's fingerprint, and the server changes exactly that or refuses (the data changed meanwhile), in
 * which case the preview is recalculated here for a second look.
 */
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import type { PrivacyRequestItem } from '@shared/privacy/schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/feedback';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { anonymizePreviewQuery, useAnonymize } from '../api/privacy';
import { ErasureSummary, erasureHeadline } from './erasure-summary';

export function AnonymizeDialog({
  request,
  open,
  onOpenChange,
}: {
  request: PrivacyRequestItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const preview = useQuery({ ...anonymizePreviewQuery(request.id), enabled: open });
  const action = useAnonymize();
  const [stale, setStale] = useState<string | null>(null);

  async function confirm() {
    if (!preview.data) return;
    setStale(null);
    try {
      const done = await action.mutateAsync({ id: request.id, fingerprint: preview.data.fingerprint });
      toast.success('Dados anonimizados', erasureHeadline(done));
      onOpenChange(false);
    } catch (error) {
      // The server's 'stale_preview': what it would change now is not what was shown. Show it again.
      if (error instanceof ApiError && error.code === 'stale_preview') {
        setStale(
          'Os dados do titular mudaram desde a prévia. A prévia abaixo foi recalculada: revise e confirme de novo.',
        );
        void preview.refetch();
      } else {
        toast.error('Não foi possível anonimizar', error instanceof Error ? error.message : undefined);
      }
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={640}>
        <DialogHeader>
          <DialogTitle>Anonimizar os dados do titular?</DialogTitle>
          <DialogDescription>
            Só os registros ligados a {request.email} mudam, e só nos campos abaixo. Propostas, faturas e
            pagamentos ficam, sem os dados pessoais. Não há como desfazer.
          </DialogDescription>
        </DialogHeader>
        <div aria-live="polite" className="grid gap-3">
          {stale ? (
            <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {stale}
            </p>
          ) : null}
          {preview.isPending || preview.isFetching ? (
            <Spinner label="Calculando o que será alterado" />
          ) : preview.isError ? (
            <p className="text-sm text-destructive">
              Não foi possível calcular a prévia. {preview.error.message}{' '}
              <Button size="sm" variant="link" onClick={() => void preview.refetch()}>
                Tentar de novo
              </Button>
            </p>
          ) : (
            <>
              <p className="text-sm font-medium">{erasureHeadline(preview.data)}</p>
              <ErasureSummary preview={preview.data} caption="O que será alterado, por tabela" />
            </>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button
            variant="destructive"
            disabled={!preview.data || preview.isFetching || action.isPending}
            onClick={() => void confirm()}
          >
            {action.isPending ? 'Anonimizando...' : 'Anonimizar exatamente isto'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
