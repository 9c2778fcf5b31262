/**
 * Creates or edits a partner's agreement on the form kit (agreementFormSchema, the one the server
 * checks): a percent of the money received for N months, or a fixed amount per deal won (MoneyField,
 * decision 053); the attribution window, the validity and the status.
 */
import { useWatch } from 'react-hook-form';
import { saoPauloDay } from '@shared/format';
import { formatMoneyInput } from '@shared/money';
import { agreementKinds, agreementStatuses } from '@shared/partners/catalog';
import { type AgreementItem, agreementFormSchema } from '@shared/partners/schemas';
import { SelectField, TextAreaField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { MoneyField } from '@web/components/form/money-field';
import { toast } from '@web/lib/toast';
import { useSaveAgreement } from '../api/partners';
import { PartnerSelectField } from './partner-select-field';

export function AgreementDialog({
  agreement,
  partnerId,
  open,
  onOpenChange,
}: {
  /** null: a new agreement (for the partner chosen in the filter, if any). */
  agreement: AgreementItem | null;
  partnerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveAgreement();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={agreement ? 'Editar acordo' : 'Novo acordo'}
      description="A comissão vale para leads indicados enquanto o acordo está vigente. Um acordo ativo por parceiro."
      schema={agreementFormSchema}
      defaultValues={{
        partnerId: agreement?.partnerId ?? partnerId,
        kind: agreement?.kind ?? 'percentual',
        percent: agreement?.percent ?? '10',
        fixedAmount: formatMoneyInput(agreement?.fixedAmount),
        recurringMonths: String(agreement?.recurringMonths ?? 12),
        attributionDays: String(agreement?.attributionDays ?? 30),
        validFrom: agreement?.validFrom ?? saoPauloDay(),
        validUntil: agreement?.validUntil ?? '',
        status: agreement?.status ?? 'ativo',
        notes: agreement?.notes ?? '',
      }}
      submitLabel="Salvar"
      width={600}
      onSubmit={async (form) => {
        // Only the chosen kind's terms are kept.
        const terms = form.kind === 'percentual' ? { fixedAmount: null } : { percent: null };
        await save.mutateAsync({ id: agreement?.id, form: { ...form, ...terms } });
        toast.success(agreement ? 'Acordo atualizado' : 'Acordo criado');
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {agreement ? (
            <p className="text-sm">
              Parceiro: <strong>{agreement.partnerName}</strong>
            </p>
          ) : (
            <PartnerSelectField />
          )}
        </div>
        <SelectField name="kind" label="Tipo de comissão" options={agreementKinds} />
        <KindTerms />
        <TextField
          name="attributionDays"
          label="Janela de atribuição (dias)"
          hint="Tempo entre a visita pelo link e o contato."
          inputMode="numeric"
        />
        <TextField name="validFrom" label="Início da vigência" type="date" />
        <TextField name="validUntil" label="Fim da vigência" type="date" hint="Opcional." />
        <SelectField name="status" label="Situação" options={agreementStatuses} />
        <TextAreaField name="notes" label="Observações" rows={2} maxLength={2000} className="sm:col-span-2" />
      </div>
    </FormDialog>
  );
}

/** A percent and its months, or the fixed amount per deal won. */
function KindTerms() {
  const kind = useWatch({ name: 'kind' });
  if (kind === 'fixo')
    return <MoneyField name="fixedAmount" label="Valor por negócio ganho (R$)" sign="positive" />;
  return (
    <>
      <TextField name="percent" label="Percentual (%)" inputMode="decimal" />
      <TextField
        name="recurringMonths"
        label="Recorrência (meses)"
        hint="Pagamentos recebidos até N meses após o primeiro pagamento do lead."
        inputMode="numeric"
      />
    </>
  );
}
