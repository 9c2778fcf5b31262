/** A key result's check-ins, newest first. */
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@shared/format';
import type { KeyResult } from '@shared/okrs/schemas';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/feedback';
import { checkinsQuery } from '../api/okrs';
import { ConfidenceBadge, formatKrValue } from './okr-progress';

export function HistoryDialog({
  keyResult,
  open,
  onOpenChange,
}: {
  keyResult: KeyResult;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const query = useQuery({ ...checkinsQuery(keyResult.id), enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={560}>
        <DialogHeader>
          <DialogTitle>Histórico de check-ins</DialogTitle>
          <DialogDescription>{keyResult.title}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <Spinner label="Carregando..." />
        ) : query.error ? (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível carregar o histórico.
          </p>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum check-in ainda.</p>
        ) : (
          <ol className="divide-y" aria-label="Check-ins">
            {query.data.map((checkin) => (
              <li key={checkin.id} className="grid gap-1 py-3">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <strong className="tabular-nums">{formatKrValue(checkin.value, keyResult.unit)}</strong>
                  <ConfidenceBadge confidence={checkin.confidence} />
                  <span className="text-muted-foreground">
                    {formatDateTime(checkin.createdAt)}
                    {checkin.authorName ? ` · ${checkin.authorName}` : ''}
                  </span>
                </div>
                {checkin.note ? <p className="text-sm">{checkin.note}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
