/** 'Ignorar' a bank line, with the reason kept on the line (required, at least 3 characters). */
import { useEffect, useId, useState } from 'react';
import { formatDate, formatMoney } from '@shared/format';
import type { StatementLine } from '@shared/payments/statement-schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useIgnoreLine } from '../../api/statement';

export function IgnoreLineDialog({ line, onClose }: { line: StatementLine | null; onClose: () => void }) {
  const id = useId();
  const ignore = useIgnoreLine();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (line) {
      setReason('');
      setError(undefined);
    }
  }, [line]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!line) return;
    if (reason.trim().length < 3) {
      setError('Informe o motivo (ao menos 3 caracteres)');
      return;
    }
    ignore.mutate(
      { lineId: line.id, reason },
      {
        onSuccess: () => {
          toast.success('Lançamento ignorado');
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fields?.reason) setError(failure.fields.reason);
          toast.error('Não foi possível ignorar', failure.message);
        },
      },
    );
  };
  return (
    <Dialog open={Boolean(line)} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ignorar lançamento?</DialogTitle>
          <DialogDescription>
            {line ? `${formatDate(line.postedOn)} · ${line.description} · ${formatMoney(line.amount)}. ` : ''}
            O lançamento sai da lista a conciliar e pode ser desfeito depois.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field label="Motivo" htmlFor={`${id}-reason`} error={error}>
            <Input
              id={`${id}-reason`}
              value={reason}
              placeholder="Ex.: transferência entre contas da agência"
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Voltar
            </Button>
            <Button type="submit" disabled={ignore.isPending}>
              {ignore.isPending ? 'Salvando...' : 'Ignorar lançamento'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
