import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatMoney, saoPauloDay } from '@shared/format';
import type { ClientOption, InvoiceDetail } from '@shared/invoices/schemas';
import { fromCents } from '@shared/money';
import { ClientPicker } from '@web/components/form/client-picker';
import { MoneyInput } from '@web/components/money-input';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { centsOf, typedMoney } from '@web/lib/typed-money';
import { useCreateInvoice, useUpdateInvoice } from '../api/invoices';

const failure = (title: string) => (error: unknown) =>
  toast.error(title, error instanceof Error ? error.message : undefined);

export type ItemRow = { description: string; quantity: string; unitPrice: string };

export const emptyItem = (): ItemRow => ({ description: '', quantity: '1', unitPrice: '' });

export function lineCents(item: ItemRow): bigint {
  const quantity = centsOf(item.quantity) ?? 0n;
  const price = centsOf(item.unitPrice) ?? 0n;
  return (quantity * price * 2n + 100n) / 200n;
}

export function InvoiceForm({
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
        quantity: item.quantity,
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
                <MoneyInput
                  id={`${formId}-price-${index}`}
                  label="Preço unitário"
                  sign="nonNegative"
                  value={item.unitPrice}
                  error={errors[`items.${index}.unitPrice`]}
                  onChange={(text) => setItem(index, { unitPrice: text })}
                />
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
