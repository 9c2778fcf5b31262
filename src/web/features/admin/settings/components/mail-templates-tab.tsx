/**
 * 'Modelos de e-mail' (docs/product/settings.md, issue 27): the subject and message of each message
 * kind — proposal, invoice, receipt — with the variables {cliente}, {numero}, {valor}, {vencimento} and
 * {link}, and a live preview filled with example values. 'Enviar por e-mail' opens with these.
 */
import { useWatch } from 'react-hook-form';
import { fillTemplate, TEMPLATE_VARIABLES } from '@shared/mail/document-mail';
import { type Settings, settingsSchema } from '@shared/schemas/settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { SaveButton } from './save-button';
import { useSettingsForm } from './use-settings-form';

const schema = settingsSchema.pick({
  mailProposalSubject: true,
  mailProposalMessage: true,
  mailInvoiceSubject: true,
  mailInvoiceMessage: true,
  mailReceiptSubject: true,
  mailReceiptMessage: true,
});

const KINDS = [
  {
    title: 'Proposta',
    subject: 'mailProposalSubject',
    message: 'mailProposalMessage',
    numero: 'PRO-2026-0042',
  },
  { title: 'Fatura', subject: 'mailInvoiceSubject', message: 'mailInvoiceMessage', numero: 'FAT-2026-0108' },
  {
    title: 'Recibo de pagamento',
    subject: 'mailReceiptSubject',
    message: 'mailReceiptMessage',
    numero: 'FAT-2026-0108',
  },
] as const;

const EXAMPLE = {
  cliente: 'Padaria Pão Quente',
  valor: 'R$ 4.800,00',
  vencimento: '15/12/2026',
  link: 'https://sua-agencia.com.br/proposta/…',
};

export function MailTemplatesTab({ settings }: { settings: Settings }) {
  const { form, submit, saving } = useSettingsForm(schema, settings, 'modelos de e-mail');
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Modelos de e-mail</CardTitle>
        <CardDescription>
          O texto com que abre 'Enviar por e-mail' e o do recibo enviado quando uma fatura é paga. Variáveis:{' '}
          {TEMPLATE_VARIABLES.map((name) => `{${name}}`).join(', ')}. O PDF vai sempre anexado.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-8">
          {KINDS.map((kind) => {
            const example = { ...EXAMPLE, numero: kind.numero };
            return (
              <fieldset key={kind.title} className="grid gap-4">
                <legend className="mb-2 text-base font-semibold">{kind.title}</legend>
                <div className="grid gap-4 lg:grid-cols-2">
                  <div className="grid gap-4">
                    <Field
                      label="Assunto"
                      htmlFor={`template-${kind.subject}`}
                      error={errors[kind.subject]?.message}
                    >
                      <Input
                        id={`template-${kind.subject}`}
                        maxLength={200}
                        aria-invalid={Boolean(errors[kind.subject])}
                        {...form.register(kind.subject)}
                      />
                    </Field>
                    <Field
                      label="Mensagem"
                      htmlFor={`template-${kind.message}`}
                      error={errors[kind.message]?.message}
                    >
                      <Textarea
                        id={`template-${kind.message}`}
                        rows={9}
                        maxLength={5000}
                        aria-invalid={Boolean(errors[kind.message])}
                        {...form.register(kind.message)}
                      />
                    </Field>
                  </div>
                  <section
                    aria-label={`Prévia do e-mail de ${kind.title.toLowerCase()}`}
                    className="grid content-start gap-2 rounded-lg border bg-muted/40 p-4 text-sm"
                  >
                    <p className="text-xs font-medium uppercase text-muted-foreground">Prévia</p>
                    <p className="font-semibold break-words">
                      {fillTemplate(values[kind.subject] ?? '', example)}
                    </p>
                    <p className="whitespace-pre-wrap break-words">
                      {fillTemplate(values[kind.message] ?? '', example)}
                    </p>
                  </section>
                </div>
              </fieldset>
            );
          })}
          <SaveButton saving={saving} />
        </form>
      </CardContent>
    </Card>
  );
}
