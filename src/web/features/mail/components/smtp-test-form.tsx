/** 'Enviar e-mail de teste': one message straight to the saved server, its answer shown at once. */
import { useState } from 'react';
import { smtpTestSchema } from '@shared/mail/schemas';
import { TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { useTestSmtp } from '../api/smtp';

export function SmtpTestForm({ defaultTo }: { defaultTo: string }) {
  const test = useTestSmtp();
  const [answer, setAnswer] = useState<{ message: string; response: string } | null>(null);
  const { form, submit } = useKitForm({
    schema: smtpTestSchema,
    defaultValues: { to: defaultTo },
    onSubmit: async (values) => {
      setAnswer(null);
      setAnswer(await test.mutateAsync(values.to));
    },
  });
  return (
    <KitForm form={form} onSubmit={submit} aria-label="Enviar e-mail de teste">
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
        <TextField name="to" label="Enviar um teste para" type="email" autoComplete="email" />
        <SubmitButton variant="outline" pendingLabel="Enviando...">
          Enviar e-mail de teste
        </SubmitButton>
      </div>
      <FormMessage />
      {answer ? (
        <p
          role="status"
          className="rounded-md border border-emerald-600/30 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          {answer.message}
          {answer.response ? (
            <span className="block text-xs">Resposta do servidor: {answer.response}</span>
          ) : null}
        </p>
      ) : null}
    </KitForm>
  );
}
