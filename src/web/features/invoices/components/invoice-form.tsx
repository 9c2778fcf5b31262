/**
 * 'Nova fatura' and editing a draft (docs/product/invoices-and-payments.md), on the form kit over the
 * schema the server validates with (invoiceFormSchema): the client (the one ClientPicker), one of its
 * projects, description, competence, due date and the items (the one line-items editor, totals by the
 * shared rule). Messages — the schema's or the server's — show under their fields.
 */
import { useId, useState } from 'react';
import { saoPauloDay } from '@shared/format';
import { type ClientOption, type InvoiceDetail, invoiceFormSchema } from '@shared/invoices/schemas';
import { ClientPickerField } from '@web/components/form/client-picker';
import { SelectField, TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { LineItemsField } from '@web/components/form/line-items-field';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { typedMoney } from '@web/lib/typed-money';
import { useCreateInvoice, useUpdateInvoice } from '../api/invoices';

const emptyItem = () => ({ description: '', quantity: '1', unitPrice: '' });

export function InvoiceForm({
  invoice,
  onDone,
}: {
  invoice?: InvoiceDetail;
  onDone: (saved?: InvoiceDetail) => void;
}) {
  const formId = useId();
  const initialClient: ClientOption | null = invoice
    ? { id: invoice.clientId, name: invoice.clientName, company: null, email: '', projects: [] }
    : null;
  const [client, setClient] = useState<ClientOption | null>(initialClient);
  const create = useCreateInvoice();
  const update = useUpdateInvoice(invoice?.id ?? '');
  const { form, submit } = useKitForm({
    schema: invoiceFormSchema,
    defaultValues: {
      leadId: invoice?.clientId ?? '',
      projectId: invoice?.projectId ?? '',
      description: invoice?.description ?? '',
      competence: (invoice?.competence ?? saoPauloDay()).slice(0, 7),
      dueDate: invoice?.dueDate ?? '',
      items: invoice?.items.map((item) => ({
        description: item.description,
        quantity: typedMoney(item.quantity),
        unitPrice: typedMoney(item.unitPrice),
      })) ?? [emptyItem()],
    },
    onSubmit: async (values) => {
      const saved = invoice ? await update.mutateAsync(values) : await create.mutateAsync(values);
      toast.success(invoice ? 'Rascunho salvo' : 'Fatura criada', 'A fatura foi salva como rascunho.');
      onDone(saved);
    },
  });
  const projects = [
    ...(invoice?.projectId && !client?.projects.some((project) => project.id === invoice.projectId)
      ? [{ value: invoice.projectId, label: invoice.projectTitle ?? '' }]
      : []),
    ...(client?.projects ?? []).map((project) => ({ value: project.id, label: project.title })),
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{invoice ? 'Editar rascunho' : 'Nova fatura'}</CardTitle>
      </CardHeader>
      <CardContent>
        <KitForm form={form} onSubmit={submit} id={formId} className="gap-5">
          <ClientPickerField
            name="leadId"
            initial={initialClient}
            onClient={(chosen) => {
              setClient(chosen);
              form.setValue('projectId', '');
            }}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              name="projectId"
              label="Projeto (opcional)"
              placeholder="Sem projeto"
              options={projects}
            />
            <TextField name="description" label="Descrição" placeholder="Ex.: 50% na aceitação" />
            <TextField name="competence" label="Competência" type="month" />
            <TextField name="dueDate" label="Vencimento" type="date" />
          </div>
          <LineItemsField newItem={emptyItem} />
          <FormMessage />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onDone(invoice)}>
              Cancelar
            </Button>
            <SubmitButton>Salvar rascunho</SubmitButton>
          </div>
        </KitForm>
      </CardContent>
    </Card>
  );
}
