/** The week's entries, one per line; while the week is open its owner edits or deletes them (after a confirmation). */
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatMinutes } from '@shared/format';
import type { TimeEntryItem } from '@shared/timesheet/schemas';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { toast } from '@web/lib/toast';
import { useDeleteEntry } from '../api/timesheet';
import { EditEntryDialog } from './entry-dialog';
import { entryText } from './entry-text';

const running = (entry: TimeEntryItem) => entry.startedAt !== null && entry.endedAt === null;

export function EntryList({ entries, editable }: { entries: TimeEntryItem[]; editable: boolean }) {
  const remove = useDeleteEntry();
  const [editing, setEditing] = useState<TimeEntryItem | null>(null);
  const [deleting, setDeleting] = useState<TimeEntryItem | null>(null);
  if (!entries.length) return null;
  return (
    <Card>
      <ul aria-label="Lançamentos da semana" className="divide-y">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium">
                {formatDate(entry.day)} · {running(entry) ? 'rodando' : formatMinutes(entry.minutes)}
                {entry.billable ? '' : ' · não faturável'}
              </p>
              <p className="truncate text-muted-foreground">{entryText(entry)}</p>
            </div>
            {editable && !running(entry) ? (
              <div className="flex gap-1">
                {(
                  [
                    ['Editar lançamento', Pencil, () => setEditing(entry)],
                    ['Excluir lançamento', Trash2, () => setDeleting(entry)],
                  ] as const
                ).map(([label, Icon, onClick]) => (
                  <Button
                    key={label}
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={label}
                    onClick={onClick}
                  >
                    <Icon aria-hidden="true" />
                  </Button>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <EditEntryDialog entry={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir lançamento?"
        description={
          deleting ? `${formatMinutes(deleting.minutes)} em ${formatDate(deleting.day)} serão removidas.` : ''
        }
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success('Lançamento excluído'),
            onError: (error) => toast.error('Erro ao excluir', error.message),
          })
        }
      />
    </Card>
  );
}
