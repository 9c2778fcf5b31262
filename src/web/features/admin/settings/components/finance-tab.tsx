import type { z } from 'zod';
import { displayPixKey, PIX_KEY_TYPE_LABELS, parsePixKey, readStoredPixKey } from '@shared/pix-key';
import { type Settings, settingsSchema } from '@shared/schemas/settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { SaveButton } from './save-button';
import { useSettingsForm } from './use-settings-form';

const schema = settingsSchema.pick({
  pixKey: true,
  pixReceiverName: true,
  pixCity: true,
  lateFinePercent: true,
  monthlyInterestPercent: true,
  reminderDaysBefore: true,
  reminderDaysAfter: true,
});

type FieldName = keyof z.infer<typeof schema>;

const FIELDS: { name: FieldName; label: string; hint?: string; inputMode?: 'decimal' | 'numeric' }[] = [
  {
    name: 'pixKey',
    label: 'Chave PIX',
    hint: 'CPF, CNPJ, e-mail, celular com DDD ou chave aleatória: guardada no formato do Banco Central.',
  },
  {
    name: 'pixReceiverName',
    label: 'Nome do recebedor',
    hint: 'Até 25 caracteres; acentos são removidos no código.',
  },
  { name: 'pixCity', label: 'Cidade do recebedor', hint: 'Até 15 caracteres.' },
  {
    name: 'lateFinePercent',
    label: 'Multa por atraso (%)',
    hint: 'Cobrada uma vez sobre o valor em aberto.',
    inputMode: 'decimal',
  },
  {
    name: 'monthlyInterestPercent',
    label: 'Juros ao mês (%)',
    hint: 'Pro rata por dia de atraso (mês de 30 dias).',
    inputMode: 'decimal',
  },
  {
    name: 'reminderDaysBefore',
    label: 'Lembrete antes do vencimento (dias)',
    hint: '0 desliga.',
    inputMode: 'numeric',
  },
  {
    name: 'reminderDaysAfter',
    label: 'Lembrete após o vencimento (dias)',
    hint: '0 desliga.',
    inputMode: 'numeric',
  },
];

/** 'Financeiro' (docs/product/invoices-and-payments.md): PIX receiver, late charges and reminder days. */
export function FinanceTab({ settings }: { settings: Settings }) {
  const { form, submit, saving } = useSettingsForm(schema, settings, 'financeiro');
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Faturas e cobrança</CardTitle>
        <CardDescription>
          A chave PIX das faturas, a multa e os juros por atraso e os lembretes por e-mail aos clientes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <SavedPixKey stored={settings.pixKey} />
          <div className="grid gap-5 md:grid-cols-2">
            {FIELDS.map((item) => (
              <Field
                key={item.name}
                label={item.label}
                htmlFor={`settings-${item.name}`}
                hint={item.hint}
                error={errors[item.name]?.message}
              >
                <Input
                  id={`settings-${item.name}`}
                  inputMode={item.inputMode}
                  aria-invalid={Boolean(errors[item.name])}
                  {...form.register(item.name)}
                />
              </Field>
            ))}
          </div>
          <SaveButton saving={saving} />
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * The key as saved: its type and readable form, or — for a key saved before the check that no bank
 * could resolve — a warning that invoices carry no PIX code until it is corrected.
 */
function SavedPixKey({ stored }: { stored: string }) {
  if (!stored) return null;
  const parsed = parsePixKey(stored);
  if (parsed.ok) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="pix-key-saved">
        Chave PIX salva: {PIX_KEY_TYPE_LABELS[parsed.type]} {displayPixKey(parsed.type, parsed.key)}
      </p>
    );
  }
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">A chave PIX salva ({stored}) precisa ser corrigida.</p>
      <p>
        {parsed.error}{' '}
        {readStoredPixKey(stored).problem
          ? 'Enquanto isso, as faturas ficam sem o código PIX (um código com esta chave seria recusado pelos bancos).'
          : 'Até lá, os bancos leem esta chave como CPF.'}
      </p>
    </div>
  );
}
