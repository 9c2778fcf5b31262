/** 'Ignorar' a bank line, with the reason kept on the line (the one 'motivo' rule, ReasonDialog). */
import { formatDate, formatMoney } from '@shared/format';
import type { StatementLine } from '@shared/payments/statement-schemas';
import { ReasonDialog } from '@web/components/form/reason-dialog';
import { toast } from '@web/lib/toast';
import { useIgnoreLine } from '../../api/statement';

export function IgnoreLineDialog({ line, onClose }: { line: StatementLine | null; onClose: () => void }) {
  const ignore = useIgnoreLine();
  return (
    <ReasonDialog
      open={Boolean(line)}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Ignorar lançamento?"
      description={`${line ? `${formatDate(line.postedOn)} · ${line.description} · ${formatMoney(line.amount)}. ` : ''}O lançamento sai da lista a conciliar e pode ser desfeito depois.`}
      confirmLabel="Ignorar lançamento"
      destructive={false}
      onConfirm={async (reason) => {
        if (!line) return;
        await ignore.mutateAsync({ lineId: line.id, reason });
        toast.success('Lançamento ignorado');
      }}
    />
  );
}
