/** Privacidade (LGPD): the encarregado (DPO) and the retention periods (docs/product/privacy-lgpd.md). */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/feedback';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { privacySettingsQuery, useSavePrivacySettings } from '../api/privacy';

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Tente novamente.');

export function SettingsCard() {
  const query = useQuery(privacySettingsQuery);
  const save = useSavePrivacySettings();
  const [values, setValues] = useState({
    dpoName: '',
    dpoEmail: '',
    retentionLeadMonths: '',
    retentionChatMonths: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (query.data) {
      const { dpoName, dpoEmail, retentionLeadMonths, retentionChatMonths } = query.data;
      setValues({ dpoName, dpoEmail, retentionLeadMonths, retentionChatMonths });
    }
  }, [query.data]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync(values);
      toast.success('Configurações de privacidade salvas');
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else toast.error('Não foi possível salvar', errorText(error));
    }
  }

  return (
    <Card className="grid gap-4 p-4">
      <div>
        <h2 className="text-lg font-semibold">Encarregado e prazos de retenção</h2>
        <p className="text-sm text-muted-foreground">
          Aparecem na Política de Privacidade e na página Meus dados.
        </p>
      </div>
      {query.isPending ? (
        <Spinner label="Carregando configurações" />
      ) : query.isError ? (
        <p className="text-sm text-destructive">Não foi possível carregar as configurações.</p>
      ) : (
        <form className="grid gap-3 sm:grid-cols-2" onSubmit={(event) => void onSubmit(event)}>
          <Field label="Nome do encarregado (DPO)" htmlFor="dpo-name" error={errors.dpoName}>
            <Input
              id="dpo-name"
              value={values.dpoName}
              onChange={(event) => setValues({ ...values, dpoName: event.target.value })}
            />
          </Field>
          <Field label="E-mail do encarregado" htmlFor="dpo-email" error={errors.dpoEmail}>
            <Input
              id="dpo-email"
              type="email"
              value={values.dpoEmail}
              onChange={(event) => setValues({ ...values, dpoEmail: event.target.value })}
            />
          </Field>
          <Field
            label="Leads e agendamentos (meses)"
            htmlFor="ret-leads"
            error={errors.retentionLeadMonths}
            hint="Após a última interação; clientes não entram."
          >
            <Input
              id="ret-leads"
              inputMode="numeric"
              value={values.retentionLeadMonths}
              onChange={(event) => setValues({ ...values, retentionLeadMonths: event.target.value })}
            />
          </Field>
          <Field
            label="Conversas do chat (meses)"
            htmlFor="ret-chat"
            error={errors.retentionChatMonths}
            hint="Após a última mensagem."
          >
            <Input
              id="ret-chat"
              inputMode="numeric"
              value={values.retentionChatMonths}
              onChange={(event) => setValues({ ...values, retentionChatMonths: event.target.value })}
            />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              Salvar
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
