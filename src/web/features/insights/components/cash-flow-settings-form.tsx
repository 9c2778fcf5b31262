/**
 * The cash flow's two settings ('Saldo inicial', 'Saldo mínimo'), on the form kit over the server's
 * own cashFlowSettingsSchema (the one money rule, decision 053: '25.000,00', '25000' and '25000.00' alike).
 */
import { useEffect } from 'react';
import { type CashFlowResponse, cashFlowSettingsSchema } from '@shared/insights/schemas';
import { formatMoneyInput } from '@shared/money';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { MoneyField } from '@web/components/form/money-field';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { useSaveCashFlowSettings } from '../api/cash-flow';

export function CashFlowSettingsForm({ settings }: { settings: CashFlowResponse['settings'] }) {
  const save = useSaveCashFlowSettings();
  const shown = {
    startingBalance: formatMoneyInput(settings.startingBalance),
    minimumBalance: formatMoneyInput(settings.minimumBalance),
  };
  const { form, submit } = useKitForm({
    schema: cashFlowSettingsSchema,
    defaultValues: shown,
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      toast.success('Configurações salvas', 'O fluxo de caixa foi recalculado.');
    },
  });
  // The saved values come back with the recalculated flow: show them as stored.
  const { reset } = form;
  useEffect(() => {
    reset({ startingBalance: shown.startingBalance, minimumBalance: shown.minimumBalance });
  }, [reset, shown.startingBalance, shown.minimumBalance]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Saldos</CardTitle>
        <CardDescription>
          O saldo inicial é o saldo antes do primeiro recebimento ou pagamento registrado; o alerta aparece
          quando o saldo projetado fica abaixo do mínimo.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <KitForm
          form={form}
          onSubmit={submit}
          aria-label="Saldos do fluxo de caixa"
          className="sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <MoneyField name="startingBalance" label="Saldo inicial" sign="any" />
          <MoneyField name="minimumBalance" label="Saldo mínimo (alerta)" sign="any" />
          <SubmitButton>Salvar saldos</SubmitButton>
          <div className="sm:col-span-3">
            <FormMessage />
          </div>
        </KitForm>
      </CardContent>
    </Card>
  );
}
