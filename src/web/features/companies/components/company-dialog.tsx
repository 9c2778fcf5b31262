/** Create or edit a company: nome fantasia, razão social, CNPJ (also alphanumeric), billing e-mail, address. */
import { type Company, companyFormSchema } from '@shared/companies/schemas';
import { TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useSaveCompany } from '../api/companies';

export function CompanyDialog({
  company,
  open,
  onOpenChange,
  onSaved,
}: {
  /** null: a new company. */
  company: Company | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (company: Company) => void;
}) {
  const save = useSaveCompany();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={company ? 'Editar empresa' : 'Nova empresa'}
      schema={companyFormSchema}
      defaultValues={{
        name: company?.name ?? '',
        legalName: company?.legalName ?? '',
        cnpj: company?.cnpj ?? '',
        billingEmail: company?.billingEmail ?? '',
        cep: company?.cep ?? '',
        street: company?.street ?? '',
        number: company?.number ?? '',
        complement: company?.complement ?? '',
        district: company?.district ?? '',
        city: company?.city ?? '',
        state: company?.state ?? '',
      }}
      submitLabel="Salvar empresa"
      onSubmit={async (body) => {
        const saved = await save.mutateAsync({ id: company?.id, body });
        toast.success(company ? 'Empresa atualizada' : 'Empresa criada');
        onSaved?.(saved);
      }}
    >
      <TextField name="name" label="Nome fantasia" maxLength={200} />
      <TextField name="legalName" label="Razão social" maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="cnpj" label="CNPJ" hint="Numérico ou alfanumérico" />
        <TextField name="billingEmail" label="E-mail de cobrança" type="email" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="cep" label="CEP" />
        <TextField name="street" label="Logradouro" className="sm:col-span-2" />
        <TextField name="number" label="Número" />
        <TextField name="complement" label="Complemento" />
        <TextField name="district" label="Bairro" />
        <TextField name="city" label="Cidade" />
        <TextField name="state" label="UF" maxLength={2} />
      </div>
    </FormDialog>
  );
}
