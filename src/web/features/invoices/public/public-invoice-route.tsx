/**
 * /fatura/:token (no sign-in; docs/product/invoices-and-payments.md): the client's invoice behind its
 * public link — agency and client, items, due date, the amount due (with fine and interest when
 * overdue), the PIX code with its QR and a copy button, and the status. No internal ids.
 */
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useParams } from 'react-router';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney } from '@shared/format';
import { invoiceStatuses } from '@shared/invoices/catalog';
import type { PublicInvoice } from '@shared/invoices/schemas';
import { toCents } from '@shared/money';
import { CopyButton, PixBox } from '@web/components/billing/pix-box';
import { usePageTitle } from '@web/components/page-title';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/feedback';
import { ApiError, api } from '@web/lib/api';
import { InvoiceItems } from './invoice-items';

export function Component() {
  usePageTitle('Fatura');
  const token = useParams().token ?? '';
  const query = useQuery({
    queryKey: ['public-invoice', token],
    queryFn: () => api.get<PublicInvoice>(`/api/public/invoices/${encodeURIComponent(token)}`),
    retry: false,
    refetchOnWindowFocus: false,
  });

  if (query.isPending) return <Spinner className="min-h-screen" label="Carregando fatura..." />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <main className="mx-auto grid min-h-screen max-w-lg place-content-center gap-3 p-6 text-center">
        <h1 className="text-2xl font-bold">
          {missing ? 'Fatura não encontrada' : 'Não foi possível abrir a fatura'}
        </h1>
        <p className="text-muted-foreground">
          {missing
            ? 'O link pode ter sido desativado ou substituído. Peça um novo link a quem enviou a fatura.'
            : query.error.message}
        </p>
        {missing ? null : (
          <div>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </div>
        )}
      </main>
    );
  }

  const invoice = query.data;
  const badge = statusBadge(invoiceStatuses, invoice.status);
  const payable = ['aberta', 'parcialmente_paga', 'vencida'].includes(invoice.status);
  return (
    <main className="mx-auto grid min-h-screen w-full max-w-3xl content-start gap-6 p-4 sm:p-8">
      <header className="grid gap-1">
        <p className="text-sm font-medium text-primary">{invoice.agencyName}</p>
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight">
          Fatura {invoice.number}
          <Badge color={badge.color}>{badge.label}</Badge>
        </h1>
        <p className="text-muted-foreground">
          Para {invoice.clientName}
          {invoice.description ? ` · ${invoice.description}` : ''}
        </p>
      </header>

      <section aria-labelledby="due-title" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="due-title" className="sr-only">
          Valor e vencimento
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">Vencimento</dt>
            <dd className="text-lg font-semibold">{formatDate(invoice.dueDate)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Total da fatura</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatMoney(invoice.total)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{payable ? 'Valor a pagar' : 'Pago'}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {formatMoney(payable ? invoice.amountDue : invoice.paid)}
            </dd>
          </div>
        </dl>
        {invoice.lateFees.daysLate > 0 && payable ? (
          <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            Fatura vencida há {invoice.lateFees.daysLate} dia(s): em aberto {formatMoney(invoice.open)} +
            multa {formatMoney(invoice.lateFees.fine)} + juros {formatMoney(invoice.lateFees.interest)}.
          </p>
        ) : null}
        {invoice.status === 'paga' ? (
          <p className="text-sm text-green-800">
            Esta fatura está paga
            {Number(invoice.lateFeesPaid) > 0
              ? `, com ${formatMoney(invoice.lateFeesPaid)} de multa e juros`
              : ''}
            . Obrigado!
          </p>
        ) : null}
        {invoice.status === 'cancelada' ? (
          <p className="text-sm text-muted-foreground">Esta fatura foi cancelada.</p>
        ) : null}
      </section>

      {payable && invoice.pix ? (
        <section aria-labelledby="pix-title" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
          <h2 id="pix-title" className="text-lg font-semibold">
            Pague com PIX
          </h2>
          <PixBox pix={invoice.pix} amount={invoice.amountDue} />
        </section>
      ) : null}

      {payable && invoice.boletoLine ? (
        <section aria-labelledby="boleto-title" className="grid gap-2 rounded-xl border bg-card p-4 sm:p-6">
          <h2 id="boleto-title" className="text-lg font-semibold">
            Boleto
          </h2>
          <p className="font-mono text-sm break-all">{invoice.boletoLine}</p>
          <div>
            <CopyButton text={invoice.boletoLine} label="Copiar linha digitável" />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="items-title" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="items-title" className="text-lg font-semibold">
          Itens
        </h2>
        <InvoiceItems items={invoice.items} />
      </section>
      <nav aria-label="Baixar documentos" className="flex flex-wrap gap-2">
        <a
          href={`/api/public/invoices/${encodeURIComponent(token)}/pdf`}
          download
          className={buttonVariants({ variant: 'outline' })}
        >
          <Download aria-hidden="true" />
          Baixar PDF
        </a>
        {toCents(invoice.paid) > 0n ? (
          <a
            href={`/api/public/invoices/${encodeURIComponent(token)}/receipt`}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <Download aria-hidden="true" />
            Baixar recibo
          </a>
        ) : null}
      </nav>
    </main>
  );
}
