/**
 * 'Dividir entre faturas': one bank line paid several invoices of one client. Search the invoices, set
 * how much of the line goes to each (their open amount to start with); what is left becomes the
 * client's credit. On the form kit over the route's own schema (splitLineSchema): a row without an
 * amount, no invoice at all, or a sum over the line (the server's answer) shows under the list.
 */
import { formatDate, formatMoney } from '@shared/format';
import { type StatementLine, splitLineSchema } from '@shared/payments/statement-schemas';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useSplitLine } from '../../api/statement';
import { SplitInvoicesField } from './split-invoices-field';

export function SplitLineDialog({ line, onClose }: { line: StatementLine | null; onClose: () => void }) {
  const split = useSplitLine();
  return (
    <FormDialog
      open={Boolean(line)}
      onOpenChange={(open) => (open ? null : onClose())}
      width={640}
      title="Dividir entre faturas"
      description={
        line ? `${formatDate(line.postedOn)} · ${line.description} · ${formatMoney(line.amount)}` : ''
      }
      schema={splitLineSchema}
      defaultValues={{ allocations: [] }}
      submitLabel="Conciliar"
      onSubmit={async (values) => {
        if (!line) return;
        try {
          await split.mutateAsync({ lineId: line.id, allocations: values.allocations });
          toast.success('Lançamento conciliado', `${values.allocations.length} fatura(s).`);
        } catch (error) {
          toast.error('Não foi possível conciliar', error instanceof Error ? error.message : undefined);
          throw error;
        }
      }}
    >
      {line ? <SplitInvoicesField line={line} /> : null}
    </FormDialog>
  );
}
