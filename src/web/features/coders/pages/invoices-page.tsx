/**
 * CODERS finance → Faturas (docs/product/invoices-and-payments.md): the list (search, computed status,
 * due date order, 'Carregar mais'), 'Nova fatura', and one invoice (?fatura=<id>) with its PIX code,
 * public link, NFS-e, boleto, payments and cancellation.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { invoiceStatuses, paymentMethods } from '@shared/catalog/finance';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney, saoPauloDay } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import { type InvoiceDetail, type InvoiceFileKind, listSummary } from '@shared/schemas/billing';
import { CopyButton, PixBox } from '@web/components/billing/pix-box';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableStatusFilter, DataTableToolbar } from '@web/components/data-table/toolbar';
import { choiceParam, searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { Input, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import {
  type ClientOption,
  invoiceQuery,
  invoicesQuery,
  useCancelInvoice,
  useCreateInvoice,
  useCreatePublicLink,
  useDeleteInvoice,
  useIssueInvoice,
  useRevokePublicLink,
  useSaveBoleto,
  useSaveNfse,
  useUpdateInvoice,
  useUploadInvoiceFile,
} from '../api/billing';
import { ClientPicker, centsOf, PaymentDialog, typedMoney } from './billing-forms';

const listParams = z.object({
  q: searchParam,
  status: choiceParam(
    invoiceStatuses.map((entry) => entry.value),
    'all',
  ),
});

const failure = (title: string) => (error: unknown) =>
  toast.error(title, error instanceof Error ? error.message : undefined);

export function InvoicesPage() {
  const [search, setSearch] = useSearchParams();
  const id = search.get('fatura');
  const creating = search.get('nova') === '1';
  const go = (next: Record<string, string | null>) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null) params.delete(key);
        else params.set(key, value);
      }
      return params;
    });
  if (creating) return <InvoiceForm onDone={(saved) => go({ nova: null, fatura: saved?.id ?? null })} />;
  if (id) return <InvoiceView id={id} onBack={() => go({ fatura: null })} />;
  return <InvoiceList onOpen={(invoiceId) => go({ fatura: invoiceId })} onCreate={() => go({ nova: '1' })} />;
}

function StatusBadge({ status }: { status: string }) {
  const badge = statusBadge(invoiceStatuses, status);
  return <Badge color={badge.color}>{badge.label}</Badge>;
}

function InvoiceList({ onOpen, onCreate }: { onOpen: (id: string) => void; onCreate: () => void }) {
  const [params, setParams] = useListParams(listParams);
  const query = useInfiniteQuery(
    invoicesQuery({ q: params.q, status: params.status === 'all' ? '' : params.status }),
  );
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-4">
      <DataTableToolbar
        search={{
          value: params.q,
          onChange: (q) => setParams({ q }),
          label: 'Buscar faturas',
          placeholder: 'Número, cliente ou descrição',
        }}
        actions={
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            Nova fatura
          </Button>
        }
      >
        <DataTableStatusFilter
          value={params.status}
          onChange={(status) => setParams({ status })}
          options={invoiceStatuses}
          className="sm:w-56"
        />
      </DataTableToolbar>
      <Card>
        <ListStates
          query={query}
          isEmpty={rows.length === 0}
          errorText="Não foi possível carregar as faturas."
          empty={
            <EmptyState
              title="Nenhuma fatura encontrada"
              hint={
                params.q || params.status !== 'all'
                  ? 'Tente outros filtros.'
                  : 'Crie a primeira em “Nova fatura”.'
              }
            />
          }
        >
          <ul aria-label="Faturas" className="divide-y">
            {rows.map((invoice) => (
              <li key={invoice.id}>
                <button
                  type="button"
                  onClick={() => onOpen(invoice.id)}
                  className="grid w-full gap-2 p-4 text-left hover:bg-muted/40 focus-visible:bg-muted/40 focus-visible:outline-none md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto_auto] md:items-center md:gap-6"
                >
                  <span className="min-w-0">
                    <span className="block font-medium">{invoice.number ?? 'Rascunho'}</span>
                    <span className="block truncate text-sm text-muted-foreground">
                      {invoice.clientName}
                      {invoice.description ? ` · ${invoice.description}` : ''}
                    </span>
                  </span>
                  <span className="text-sm text-muted-foreground">
                    Vence {formatDate(invoice.dueDate)}
                    {invoice.projectTitle ? (
                      <span className="block truncate">{invoice.projectTitle}</span>
                    ) : null}
                  </span>
                  <span className="text-sm tabular-nums md:text-right">
                    <strong className="block">{formatMoney(invoice.total)}</strong>
                    {invoice.status === 'parcialmente_paga' || invoice.status === 'vencida' ? (
                      <span className="text-muted-foreground">em aberto {formatMoney(invoice.open)}</span>
                    ) : null}
                  </span>
                  <StatusBadge status={invoice.status} />
                </button>
              </li>
            ))}
          </ul>
          <DataTableLoadMore
            query={query}
            summary={listSummary(rows.length, query.data?.pages[0], 'faturas')}
          />
        </ListStates>
      </Card>
    </div>
  );
}

type ItemRow = { description: string; quantity: string; unitPrice: string };
const emptyItem = (): ItemRow => ({ description: '', quantity: '1', unitPrice: '' });

function lineCents(item: ItemRow): bigint {
  const quantity = centsOf(item.quantity) ?? 0n;
  const price = centsOf(item.unitPrice) ?? 0n;
  return (quantity * price * 2n + 100n) / 200n;
}

function InvoiceForm({
  invoice,
  onDone,
}: {
  invoice?: InvoiceDetail;
  onDone: (saved?: InvoiceDetail) => void;
}) {
  const formId = useId();
  const [client, setClient] = useState<ClientOption | null>(
    invoice
      ? { id: invoice.clientId, name: invoice.clientName, company: null, email: '', projects: [] }
      : null,
  );
  const [projectId, setProjectId] = useState(invoice?.projectId ?? '');
  const [description, setDescription] = useState(invoice?.description ?? '');
  const [competence, setCompetence] = useState((invoice?.competence ?? saoPauloDay()).slice(0, 7));
  const [dueDate, setDueDate] = useState(invoice?.dueDate ?? '');
  const [items, setItems] = useState<ItemRow[]>(
    invoice?.items.map((item) => ({
      description: item.description,
      quantity: typedMoney(item.quantity),
      unitPrice: typedMoney(item.unitPrice),
    })) ?? [emptyItem()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateInvoice();
  const update = useUpdateInvoice(invoice?.id ?? '');
  const saving = create.isPending || update.isPending;
  const total = items.reduce((sum, item) => sum + lineCents(item), 0n);
  const projects = client?.projects ?? [];

  const setItem = (index: number, patch: Partial<ItemRow>) =>
    setItems((current) =>
      current.map((item, position) => (position === index ? { ...item, ...patch } : item)),
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      leadId: client?.id ?? '',
      projectId: projectId || null,
      description,
      competence,
      dueDate,
      items: items.map((item) => ({
        description: item.description,
        quantity: item.quantity.replace(',', '.'),
        unitPrice: item.unitPrice,
      })),
    };
    try {
      const saved = invoice ? await update.mutateAsync(body) : await create.mutateAsync(body);
      toast.success(invoice ? 'Rascunho salvo' : 'Fatura criada', 'A fatura foi salva como rascunho.');
      onDone(saved);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      failure('Não foi possível salvar a fatura')(error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{invoice ? 'Editar rascunho' : 'Nova fatura'}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5" id={formId}>
          <ClientPicker id={`${formId}-client`} value={client} onChange={setClient} error={errors.leadId} />
          <div className="grid gap-4 md:grid-cols-2">
            <Field label="Projeto (opcional)" htmlFor={`${formId}-project`} error={errors.projectId}>
              <select
                id={`${formId}-project`}
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
                value={projectId}
                onChange={(event) => setProjectId(event.target.value)}
              >
                <option value="">Sem projeto</option>
                {invoice?.projectId && !projects.some((project) => project.id === invoice.projectId) ? (
                  <option value={invoice.projectId}>{invoice.projectTitle}</option>
                ) : null}
                {projects.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.title}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Descrição" htmlFor={`${formId}-description`} error={errors.description}>
              <Input
                id={`${formId}-description`}
                value={description}
                placeholder="Ex.: 50% na aceitação"
                onChange={(event) => setDescription(event.target.value)}
              />
            </Field>
            <Field label="Competência" htmlFor={`${formId}-competence`} error={errors.competence}>
              <Input
                id={`${formId}-competence`}
                type="month"
                value={competence}
                onChange={(event) => setCompetence(event.target.value)}
              />
            </Field>
            <Field label="Vencimento" htmlFor={`${formId}-due`} error={errors.dueDate}>
              <Input
                id={`${formId}-due`}
                type="date"
                value={dueDate}
                aria-invalid={Boolean(errors.dueDate)}
                onChange={(event) => setDueDate(event.target.value)}
              />
            </Field>
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Itens</legend>
            {items.map((item, index) => (
              <div
                key={index}
                className="grid gap-2 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_6rem_9rem_auto] sm:items-end"
              >
                <Field
                  label="Descrição do item"
                  htmlFor={`${formId}-item-${index}`}
                  error={errors[`items.${index}.description`]}
                >
                  <Input
                    id={`${formId}-item-${index}`}
                    value={item.description}
                    onChange={(event) => setItem(index, { description: event.target.value })}
                  />
                </Field>
                <Field
                  label="Qtd."
                  htmlFor={`${formId}-qty-${index}`}
                  error={errors[`items.${index}.quantity`]}
                >
                  <Input
                    id={`${formId}-qty-${index}`}
                    inputMode="decimal"
                    value={item.quantity}
                    onChange={(event) => setItem(index, { quantity: event.target.value })}
                  />
                </Field>
                <Field
                  label="Preço unitário"
                  htmlFor={`${formId}-price-${index}`}
                  error={errors[`items.${index}.unitPrice`]}
                >
                  <Input
                    id={`${formId}-price-${index}`}
                    inputMode="decimal"
                    placeholder="0,00"
                    value={item.unitPrice}
                    onChange={(event) => setItem(index, { unitPrice: event.target.value })}
                  />
                </Field>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover item ${index + 1}`}
                  disabled={items.length === 1}
                  onClick={() => setItems((current) => current.filter((_, position) => position !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
            {errors.items ? <p className="text-sm text-destructive">{errors.items}</p> : null}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setItems((current) => [...current, emptyItem()])}
              >
                <Plus aria-hidden="true" />
                Adicionar item
              </Button>
              <p className="text-sm">
                Total: <strong className="tabular-nums">{formatMoney(fromCents(total))}</strong>
              </p>
            </div>
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onDone(invoice)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Salvando...' : 'Salvar rascunho'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function InvoiceView({ id, onBack }: { id: string; onBack: () => void }) {
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
            <CardContent>
              <PixBox pix={invoice.pix} amount={invoice.lateFees.total} />
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const cancel = useCancelInvoice(invoice.id);
  useEffect(() => {
    if (open) {
      setReason('');
      setError(undefined);
    }
  }, [open]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError('Informe o motivo do cancelamento');
      return;
    }
    cancel.mutate(reason, {
      onSuccess: () => {
        toast.success('Fatura cancelada', 'Ela continua no histórico com o motivo.');
        onOpenChange(false);
      },
      onError: failure('Não foi possível cancelar a fatura'),
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancelar fatura {invoice.number}?</DialogTitle>
          <DialogDescription>
            A fatura não é excluída: fica no histórico como cancelada, com o motivo.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field label="Motivo" htmlFor="cancel-reason" error={error}>
            <Textarea
              id="cancel-reason"
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Voltar
            </Button>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelando...' : 'Cancelar fatura'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function PublicLinkCard({ invoice }: { invoice: InvoiceDetail }) {
  const create = useCreatePublicLink(invoice.id);
  const revoke = useRevokePublicLink(invoice.id);
  const [url, setUrl] = useState<string | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const generate = () =>
    create.mutate(undefined, {
      onSuccess: (link) => {
        setUrl(link.url);
        toast.success('Link público criado', 'Copie e envie ao cliente. Ele não será mostrado de novo.');
      },
      onError: failure('Não foi possível criar o link'),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Link público</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-muted-foreground">
          O cliente abre a fatura sem login, com o valor devido e o PIX. Só guardamos uma impressão do link:
          copie-o ao gerar.
        </p>
        {url ? (
          <div className="grid gap-2">
            <label htmlFor="public-link" className="font-medium">
              Link da fatura
            </label>
            <Input id="public-link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            <div>
              <CopyButton text={url} label="Copiar link" />
            </div>
          </div>
        ) : (
          <p>{invoice.publicLink.active ? 'Há um link ativo enviado ao cliente.' : 'Nenhum link ativo.'}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={generate} disabled={create.isPending}>
            {invoice.publicLink.active || url ? 'Gerar novo link' : 'Gerar link público'}
          </Button>
          {invoice.publicLink.active ? (
            <Button variant="outline" onClick={() => setConfirmRevoke(true)} disabled={revoke.isPending}>
              Desativar link
            </Button>
          ) : null}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirmRevoke}
        onOpenChange={setConfirmRevoke}
        title="Desativar o link público?"
        description="Quem tiver o link deixará de ver a fatura. Você pode gerar um novo depois."
        confirmLabel="Desativar"
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setUrl(null);
              toast.success('Link desativado');
            },
            onError: failure('Não foi possível desativar o link'),
          })
        }
      />
    </Card>
  );
}

function PaymentsCard({ invoice }: { invoice: InvoiceDetail }) {
  const label = (method: string) => paymentMethods.find((entry) => entry.value === method)?.label ?? method;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pagamentos recebidos</CardTitle>
      </CardHeader>
      <CardContent>
        {invoice.payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum pagamento registrado.</p>
        ) : (
          <ul className="divide-y text-sm">
            {invoice.payments.map((payment, index) => (
              <li key={`${payment.paymentId}-${index}`} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {formatDate(payment.receivedOn)} · {label(payment.method)}
                  {payment.reference ? ` · ${payment.reference}` : ''}
                </span>
                <strong
                  className={toCents(payment.amount) < 0n ? 'text-red-700 tabular-nums' : 'tabular-nums'}
                >
                  {formatMoney(payment.amount)}
                </strong>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm">
          <Link to="/coders/finance/pagamentos" className="text-primary hover:underline">
            Ver todos os pagamentos
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

function FileUpload({
  invoice,
  kind,
  label,
  accept,
}: {
  invoice: InvoiceDetail;
  kind: InvoiceFileKind;
  label: string;
  accept: string;
}) {
  const upload = useUploadInvoiceFile(invoice.id);
  const inputId = useId();
  const current =
    kind === 'nfse-pdf' ? invoice.nfse.pdf : kind === 'nfse-xml' ? invoice.nfse.xml : invoice.boleto.file;
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      {current ? (
        <a
          href={`/api/invoices/${invoice.id}/files/${kind}`}
          className="text-primary hover:underline"
          download
        >
          {current.filename} ({Math.max(1, Math.round(current.size / 1024))} KB)
        </a>
      ) : null}
      <input
        id={inputId}
        type="file"
        accept={accept}
        className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          upload.mutate(
            { kind, file },
            {
              onSuccess: () => toast.success('Arquivo anexado', file.name),
              onError: failure('Não foi possível anexar o arquivo'),
            },
          );
        }}
      />
    </div>
  );
}

function NfseCard({ invoice }: { invoice: InvoiceDetail }) {
  const save = useSaveNfse(invoice.id);
  const [number, setNumber] = useState(invoice.nfse.number ?? '');
  const [issuedOn, setIssuedOn] = useState(invoice.nfse.issuedOn ?? '');
  const [code, setCode] = useState(invoice.nfse.verificationCode ?? '');
  const [rate, setRate] = useState(invoice.nfse.issRate?.replace('.', ',') ?? '');
  const [withheld, setWithheld] = useState(invoice.nfse.issWithheld ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { number, issuedOn, verificationCode: code, issRate: rate.replace(',', '.'), issWithheld: withheld },
      {
        onSuccess: () => {
          setErrors({});
          toast.success('NFS-e registrada');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
          failure('Não foi possível salvar a NFS-e')(error);
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>NFS-e</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Registre a nota emitida na prefeitura (aqui não se emite a nota).
        </p>
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
          <Field label="Número" htmlFor="nfse-number" error={errors.number}>
            <Input id="nfse-number" value={number} onChange={(event) => setNumber(event.target.value)} />
          </Field>
          <Field label="Data de emissão" htmlFor="nfse-date" error={errors.issuedOn}>
            <Input
              id="nfse-date"
              type="date"
              value={issuedOn}
              onChange={(event) => setIssuedOn(event.target.value)}
            />
          </Field>
          <Field label="Código de verificação" htmlFor="nfse-code" error={errors.verificationCode}>
            <Input id="nfse-code" value={code} onChange={(event) => setCode(event.target.value)} />
          </Field>
          <Field label="Alíquota de ISS (%)" htmlFor="nfse-rate" error={errors.issRate}>
            <Input
              id="nfse-rate"
              inputMode="decimal"
              value={rate}
              onChange={(event) => setRate(event.target.value)}
            />
          </Field>
          <div className="flex items-center gap-2 sm:col-span-2">
            <Switch id="nfse-withheld" checked={withheld} onCheckedChange={setWithheld} />
            <label htmlFor="nfse-withheld" className="text-sm">
              ISS retido pelo cliente
            </label>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" variant="outline" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar NFS-e'}
            </Button>
          </div>
        </form>
        <div className="grid gap-3 sm:grid-cols-2">
          <FileUpload invoice={invoice} kind="nfse-pdf" label="PDF da NFS-e" accept="application/pdf,.pdf" />
          <FileUpload
            invoice={invoice}
            kind="nfse-xml"
            label="XML da NFS-e"
            accept=".xml,application/xml,text/xml"
          />
        </div>
      </CardContent>
    </Card>
  );
}

function BoletoCard({ invoice }: { invoice: InvoiceDetail }) {
  const save = useSaveBoleto(invoice.id);
  const [line, setLine] = useState(invoice.boleto.line ?? '');
  const [error, setError] = useState<string>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(line, {
      onSuccess: () => {
        setError(undefined);
        toast.success('Boleto registrado');
      },
      onError: (failed) => {
        setError(failed.message);
        failure('Não foi possível salvar o boleto')(failed);
      },
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Boleto</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Um boleto emitido no banco pode ser registrado aqui e aparece no link público.
        </p>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <Field label="Linha digitável" htmlFor="boleto-line" error={error}>
            <Input
              id="boleto-line"
              inputMode="numeric"
              value={line}
              onChange={(event) => setLine(event.target.value)}
            />
          </Field>
          <div>
            <Button type="submit" variant="outline" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar linha digitável'}
            </Button>
          </div>
        </form>
        <FileUpload invoice={invoice} kind="boleto" label="PDF do boleto" accept="application/pdf,.pdf" />
      </CardContent>
    </Card>
  );
}
