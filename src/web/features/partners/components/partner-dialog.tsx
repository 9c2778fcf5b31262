/**
 * Registers or edits a partner on the form kit (partnerFormSchema, the one the server checks): name,
 * CPF or CNPJ (the alphanumeric CNPJ too), referral code, status, contact, phone, PIX key and notes.
 */
import { useWatch } from 'react-hook-form';
import { personTypes } from '@shared/catalog/finance';
import { formatDocument } from '@shared/documents';
import { partnerStatuses } from '@shared/partners/catalog';
import { type PartnerItem, partnerFormSchema } from '@shared/partners/schemas';
import { SelectField, TextAreaField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useSavePartner } from '../api/partners';

export function PartnerDialog({
  partner,
  open,
  onOpenChange,
}: {
  /** null: a new partner. */
  partner: PartnerItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSavePartner();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={partner ? 'Editar parceiro' : 'Novo parceiro'}
      description="Pessoa ou empresa que indica clientes, com o código dos links de indicação."
      schema={partnerFormSchema}
      defaultValues={{
        name: partner?.name ?? '',
        personType: partner?.personType ?? 'pj',
        document: partner ? formatDocument(partner.document) : '',
        contactName: partner?.contactName ?? '',
        email: partner?.email ?? '',
        phone: partner?.phone ?? '',
        pixKey: partner?.pixKey ?? '',
        status: partner?.status ?? 'ativo',
        code: partner?.code ?? '',
        notes: partner?.notes ?? '',
      }}
      submitLabel="Salvar"
      width={640}
      onSubmit={async (form) => {
        await save.mutateAsync({ id: partner?.id, form });
        toast.success(partner ? 'Parceiro atualizado' : 'Parceiro cadastrado');
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Nome" maxLength={200} className="sm:col-span-2" />
        <SelectField name="personType" label="Tipo" options={personTypes} />
        <DocumentField />
        <TextField
          name="code"
          label="Código de indicação"
          hint="Ex.: PARC1 — usado em /?ref=PARC1"
          maxLength={32}
        />
        <SelectField name="status" label="Situação" options={partnerStatuses} />
        <TextField name="contactName" label="Contato" maxLength={200} />
        <TextField name="email" label="E-mail" type="email" maxLength={254} />
        <TextField name="phone" label="Telefone" type="tel" mask="phone" maxLength={40} />
        <TextField name="pixKey" label="Chave PIX" maxLength={140} />
        <TextAreaField name="notes" label="Observações" rows={3} maxLength={2000} className="sm:col-span-2" />
      </div>
    </FormDialog>
  );
}

/** CPF for a person, CNPJ (alphanumeric too) for a company. */
function DocumentField() {
  const personType = useWatch({ name: 'personType' });
  return personType === 'pf' ? (
    <TextField name="document" label="CPF" mask="cpf" maxLength={30} />
  ) : (
    <TextField name="document" label="CNPJ" mask="cnpj" hint="Aceita o CNPJ alfanumérico." maxLength={30} />
  );
}
