/**
 * CODERS finance → Faturas → one invoice (?fatura=<id>, docs/product/invoices-and-payments.md): the
 * summary (status, total, paid, open, fine and interest due and received), issue, edit or delete a
 * draft, cancel with a reason, 'Registrar pagamento', 'Baixar PDF', 'Enviar por e-mail', 'Enviar pelo
 * WhatsApp', 'Baixar recibo', the cards of invoice-cards.tsx and the e-mails sent (issue 27).
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney } from '@shared/format';
import { invoiceStatuses } from '@shared/invoices/catalog';
import type { InvoiceDetail } from '@shared/invoices/schemas';
import { fromCents, toCents } from '@shared/money';
import { PixBox } from '@web/components/billing/pix-box';
import { DeliveryLog } from '@web/components/documents/delivery-log';
import { DocumentSendActions } from '@web/components/documents/document-send-actions';
import { ReasonDialog } from '@web/components/form/reason-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Spinner } from '@web/components/ui/feedback';
import { NfseInvoiceCard } from '@web/features/nfse';
import { PaymentDialog } from '@web/features/payments';
import { PixChargeStatus } from '@web/features/pix-charges';
import { toast } from '@web/lib/toast';
import {
  invoiceQuery,
  useCancelInvoice,
  useCreatePublicLink,
  useDeleteInvoice,
  useIssueInvoice,
} from '../api/invoices';
import { BoletoCard, NfseCard, PaymentsCard, PublicLinkCard } from './invoice-cards';
import { InvoiceForm } from './invoice-form';

const failure = (title: string) => (error: unknown) =>
  toast.error(title, error instanceof Error ? error.message : undefined);

export function StatusBadge({ status }: { status: string }) {
  const badge = statusBadge(invoiceStatuses, status);
  return <Badge color={badge.color}>{badge.label}</Badge>;
}

export function InvoiceView({ id, onBack }: { id: string; onBack: () => void }) {
  const query = useQuery(invoiceQuery(id));
  const [editing, setEditing] = useState(false);
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      Voltar para faturas
    </Button>
  );
  if (query.isPending) return <Spinner className="min-h-48" label="Carregando..." />;
  if (query.error || !query.data) {
    return (
      <div className="space-y-3">
        {back}
        <div role="alert" className="rounded-xl border p-6 text-destructive">
          <p>{query.error?.message || 'Fatura não encontrada.'}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      </div>
    );
  }
  const invoice = query.data;
  if (editing) return <InvoiceForm invoice={invoice} onDone={() => setEditing(false)} />;
  return (
    <div className="space-y-4">
      {back}
      <InvoiceSummary invoice={invoice} onEdit={() => setEditing(true)} onDeleted={onBack} />
      <div className="grid gap-4 lg:grid-cols-2">
        {invoice.pix && invoice.status !== 'rascunho' && invoice.status !== 'cancelada' ? (
          <Card>
            <CardHeader>
              <CardTitle>PIX</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <PixBox pix={invoice.pix} amount={invoice.lateFees.total} />
              {invoice.pixCharge ? <PixChargeStatus charge={invoice.pixCharge} /> : null}
            </CardContent>
          </Card>
        ) : invoice.status !== 'rascunho' && invoice.status !== 'cancelada' && invoice.status !== 'paga' ? (
          <Card>
            <CardHeader>
              <CardTitle>PIX</CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">
              Cadastre a chave PIX e a cidade em Configurações → Financeiro para mostrar o código PIX.
            </CardContent>
          </Card>
        ) : null}
        {invoice.issuedAt && !invoice.cancelledAt ? <PublicLinkCard invoice={invoice} /> : null}
        <PaymentsCard invoice={invoice} />
        {invoice.issuedAt ? <DeliveryLog base={`/api/invoices/${invoice.id}`} /> : null}
        {invoice.issuedAt ? <NfseInvoiceCard invoiceId={invoice.id} /> : null}
        {invoice.issuedAt && !invoice.cancelledAt ? (
          <>
            <NfseCard invoice={invoice} />
            <BoletoCard invoice={invoice} />
          </>
        ) : null}
      </div>
    </div>
  );
}

function InvoiceSummary({
  invoice,
  onEdit,
  onDeleted,
}: {
  invoice: InvoiceDetail;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const issue = useIssueInvoice(invoice.id);
  const remove = useDeleteInvoice(invoice.id);
  const createLink = useCreatePublicLink(invoice.id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [paying, setPaying] = useState(false);
  const draft = invoice.status === 'rascunho';
  const payable = ['aberta', 'parcialmente_paga', 'vencida'].includes(invoice.status);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle className="flex flex-wrap items-center gap-2 text-xl">
            Fatura {invoice.number ?? '(rascunho)'}
            <StatusBadge status={invoice.status} />
            {invoice.recurring ? <Badge color="indigo">Recorrente</Badge> : null}
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            {invoice.clientName}
            {invoice.projectTitle ? ` · ${invoice.projectTitle}` : ''}
            {invoice.description ? ` · ${invoice.description}` : ''}
          </p>
          {invoice.billing ? (
            <p className="text-sm text-muted-foreground" data-testid="invoice-billing">
              {invoice.billing.legalName} · {invoice.billing.document.length > 14 ? 'CNPJ' : 'CPF'}{' '}
              {invoice.billing.document}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            Competência {invoice.competence.slice(5, 7)}/{invoice.competence.slice(0, 4)} · vencimento{' '}
            {formatDate(invoice.dueDate)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {draft ? (
            <>
              <Button
                onClick={() =>
                  issue.mutate(undefined, {
                    onSuccess: (saved) => toast.success('Fatura emitida', `Número ${saved.number}.`),
                    onError: failure('Não foi possível emitir a fatura'),
                  })
                }
                disabled={issue.isPending}
              >
                {issue.isPending ? 'Emitindo...' : 'Emitir fatura'}
              </Button>
              <Button variant="outline" onClick={onEdit}>
                Editar
              </Button>
              <Button variant="outline" onClick={() => setConfirmDelete(true)}>
                Excluir rascunho
              </Button>
            </>
          ) : null}
          {payable ? <Button onClick={() => setPaying(true)}>Registrar pagamento</Button> : null}
          {invoice.issuedAt ? (
            <DocumentSendActions
              base={`/api/invoices/${invoice.id}`}
              kind="invoice"
              documentLabel={`a fatura ${invoice.number}`}
              canSend={!invoice.cancelledAt}
              invalidate={[['billing']]}
              makeLink={async () => (await createLink.mutateAsync(undefined)).url}
            />
          ) : null}
          {toCents(invoice.paid) > 0n ? (
            <a
              href={`/api/invoices/${invoice.id}/receipt`}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              Baixar recibo
            </a>
          ) : null}
          {invoice.issuedAt && !invoice.cancelledAt ? (
            <Button variant="outline" onClick={() => setCancelOpen(true)}>
              Cancelar fatura
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {invoice.cancelledAt ? (
          <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
            Cancelada em {formatDate(invoice.cancelledAt.slice(0, 10))}: {invoice.cancelReason}
          </p>
        ) : null}
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Itens da fatura</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-2 font-medium">Item</th>
                <th className="py-2 text-right font-medium">Qtd.</th>
                <th className="py-2 text-right font-medium">Unitário</th>
                <th className="py-2 text-right font-medium">Total</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {invoice.items.map((item, index) => (
                <tr key={index}>
                  <td className="py-2">{item.description}</td>
                  <td className="py-2 text-right tabular-nums">{item.quantity.replace('.', ',')}</td>
                  <td className="py-2 text-right tabular-nums">{formatMoney(item.unitPrice)}</td>
                  <td className="py-2 text-right tabular-nums">{formatMoney(item.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Total</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(invoice.total)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Pago</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(invoice.paid)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Em aberto</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(invoice.open)}</dd>
          </div>
          {invoice.lateFees.daysLate > 0 ? (
            <div>
              <dt className="text-muted-foreground">Com multa e juros</dt>
              <dd className="font-semibold tabular-nums text-red-700">
                {formatMoney(invoice.lateFees.total)}
              </dd>
              <dd className="text-xs text-muted-foreground">
                {invoice.lateFees.daysLate} dias de atraso: multa {formatMoney(invoice.lateFees.fine)} (
                {invoice.lateFees.finePercent}%) + juros {formatMoney(invoice.lateFees.interest)} (
                {invoice.lateFees.monthlyInterestPercent}% ao mês)
              </dd>
            </div>
          ) : null}
          {toCents(invoice.lateFeesPaid) !== 0n ? (
            <div>
              <dt className="text-muted-foreground">Multa e juros recebidos</dt>
              <dd className="font-semibold tabular-nums">{formatMoney(invoice.lateFeesPaid)}</dd>
              <dd className="text-xs text-muted-foreground">além do total da fatura</dd>
            </div>
          ) : null}
        </dl>
      </CardContent>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Excluir rascunho?"
        description="O rascunho será excluído. Faturas emitidas nunca são excluídas, só canceladas."
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success('Rascunho excluído');
              onDeleted();
            },
            onError: failure('Não foi possível excluir o rascunho'),
          })
        }
      />
      <CancelInvoiceDialog invoice={invoice} open={cancelOpen} onOpenChange={setCancelOpen} />
      <PaymentDialog
        open={paying}
        onOpenChange={setPaying}
        preset={{
          clientId: invoice.clientId,
          clientName: invoice.clientName,
          invoiceId: invoice.id,
          open: invoice.open,
          lateFees: fromCents(toCents(invoice.lateFees.fine) + toCents(invoice.lateFees.interest)),
        }}
      />
    </Card>
  );
}

function CancelInvoiceDialog({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: InvoiceDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelInvoice(invoice.id);
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancelar fatura ${invoice.number}?`}
      description="A fatura não é excluída: fica no histórico como cancelada, com o motivo."
      confirmLabel="Cancelar fatura"
      pendingLabel="Cancelando..."
      onConfirm={async (reason) => {
        await cancel.mutateAsync(reason);
        toast.success('Fatura cancelada', 'Ela continua no histórico com o motivo.');
      }}
    />
  );
}
