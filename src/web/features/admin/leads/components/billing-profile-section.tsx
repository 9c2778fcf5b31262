/**
 * 'Dados de faturamento' in the lead drawer (docs/product/proposals.md): who the invoices go to —
 * pessoa física (CPF) or jurídica (CNPJ, alphanumeric from July 2026), address with CEP, municipal
 * registration and billing e-mail. Validated here and again on the server (422 with PT-BR fields).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { personTypes } from '@shared/catalog/finance';
import { DOCUMENT_MESSAGES, formatDocument, isValidCnpj, isValidCpf } from '@shared/documents';
import type { BillingProfile, BillingProfileInput } from '@shared/proposals/schemas';
import { UFS } from '@shared/schemas/billing-address';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/feedback';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { billingProfileQuery, useSaveBillingProfile } from '../api/billing-profile';
import { Section } from './lead-drawer-sections';

type Values = {
  personType: 'pf' | 'pj';
  document: string;
  legalName: string;
  municipalRegistration: string;
  billingEmail: string;
  cep: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
};

const valuesOf = (profile: BillingProfile | null, fallbackName: string): Values => ({
  personType: profile?.personType ?? 'pj',
  document: profile ? formatDocument(profile.document) : '',
  legalName: profile?.legalName ?? fallbackName,
  municipalRegistration: profile?.municipalRegistration ?? '',
  billingEmail: profile?.billingEmail ?? '',
  cep: profile?.cep ? profile.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2') : '',
  street: profile?.street ?? '',
  number: profile?.number ?? '',
  complement: profile?.complement ?? '',
  district: profile?.district ?? '',
  city: profile?.city ?? '',
  state: profile?.state ?? '',
});

function check(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.personType === 'pf' ? !isValidCpf(values.document) : !isValidCnpj(values.document)) {
    errors.document = values.personType === 'pf' ? DOCUMENT_MESSAGES.cpf : DOCUMENT_MESSAGES.cnpj;
  }
  if (!values.legalName.trim()) errors.legalName = 'Nome ou razão social é obrigatório';
  if (values.cep && !/^\d{8}$/.test(values.cep.replace(/\D/g, ''))) errors.cep = 'CEP deve ter 8 dígitos';
  return errors;
}

export function BillingProfileSection({ leadId, leadName }: { leadId: string; leadName: string }) {
  const query = useQuery(billingProfileQuery(leadId));
  const [editing, setEditing] = useState(false);
  const profile = query.data ?? null;

  return (
    <Section title="Dados de faturamento">
      {query.isPending ? (
        <Spinner className="min-h-16" label="Carregando dados de faturamento..." />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {query.error.message || 'Não foi possível carregar os dados de faturamento.'}
        </p>
      ) : editing ? (
        <BillingProfileForm
          leadId={leadId}
          initial={valuesOf(profile, leadName)}
          onDone={() => setEditing(false)}
        />
      ) : (
        <div className="grid gap-2 text-sm">
          {profile ? (
            <dl className="grid gap-1">
              <div>
                <dt className="sr-only">Nome</dt>
                <dd className="font-medium">{profile.legalName}</dd>
              </div>
              <div>
                <dt className="inline text-muted-foreground">
                  {profile.personType === 'pf' ? 'CPF' : 'CNPJ'}:{' '}
                </dt>
                <dd className="inline">{formatDocument(profile.document)}</dd>
                {profile.municipalRegistration ? (
                  <span className="text-muted-foreground"> · IM {profile.municipalRegistration}</span>
                ) : null}
              </div>
              {profile.street || profile.city ? (
                <div>
                  <dt className="sr-only">Endereço</dt>
                  <dd>
                    {[profile.street, profile.number, profile.complement].filter(Boolean).join(', ')}
                    {profile.district ? ` — ${profile.district}` : ''}
                    {profile.city ? `, ${profile.city}` : ''}
                    {profile.state ? `/${profile.state}` : ''}
                    {profile.cep ? ` · CEP ${profile.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}` : ''}
                  </dd>
                </div>
              ) : null}
              {profile.billingEmail ? (
                <div>
                  <dt className="inline text-muted-foreground">E-mail de cobrança: </dt>
                  <dd className="inline break-all">{profile.billingEmail}</dd>
                </div>
              ) : null}
            </dl>
          ) : (
            <p className="text-muted-foreground">Nenhum dado de faturamento cadastrado.</p>
          )}
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setEditing(true)}>
            {profile ? 'Editar dados de faturamento' : 'Cadastrar dados de faturamento'}
          </Button>
        </div>
      )}
    </Section>
  );
}

function BillingProfileForm({
  leadId,
  initial,
  onDone,
}: {
  leadId: string;
  initial: Values;
  onDone: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveBillingProfile(leadId);
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save.mutateAsync(values as BillingProfileInput);
      toast.success('Dados de faturamento salvos');
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error('Não foi possível salvar', error instanceof Error ? error.message : undefined);
    }
  }

  const id = (name: string) => `billing-${leadId}-${name}`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Tipo de pessoa</legend>
        {personTypes.map((entry) => (
          <label key={entry.value} className="flex items-center gap-2">
            <input
              type="radio"
              name={id('type')}
              className="size-4 accent-primary"
              checked={values.personType === entry.value}
              onChange={() => setValues((current) => ({ ...current, personType: entry.value }))}
            />
            {entry.label}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={values.personType === 'pf' ? 'CPF' : 'CNPJ'}
          htmlFor={id('document')}
          error={errors.document}
        >
          <Input
            id={id('document')}
            mask={values.personType === 'pf' ? 'cpf' : 'cnpj'}
            value={values.document}
            aria-invalid={Boolean(errors.document)}
            placeholder={values.personType === 'pf' ? '000.000.000-00' : '00.000.000/0000-00'}
            onChange={set('document')}
            onBlur={() =>
              setValues((current) => ({ ...current, document: formatDocument(current.document) }))
            }
          />
        </Field>
        <Field
          label={values.personType === 'pf' ? 'Nome completo' : 'Razão social'}
          htmlFor={id('name')}
          error={errors.legalName}
        >
          <Input id={id('name')} value={values.legalName} maxLength={200} onChange={set('legalName')} />
        </Field>
        <Field label="Inscrição municipal" htmlFor={id('im')} error={errors.municipalRegistration}>
          <Input
            id={id('im')}
            value={values.municipalRegistration}
            maxLength={40}
            onChange={set('municipalRegistration')}
          />
        </Field>
        <Field label="E-mail de cobrança" htmlFor={id('email')} error={errors.billingEmail}>
          <Input id={id('email')} type="email" value={values.billingEmail} onChange={set('billingEmail')} />
        </Field>
        <Field label="CEP" htmlFor={id('cep')} error={errors.cep}>
          <Input id={id('cep')} mask="cep" placeholder="00000-000" value={values.cep} onChange={set('cep')} />
        </Field>
        <Field label="Logradouro" htmlFor={id('street')} error={errors.street}>
          <Input id={id('street')} value={values.street} maxLength={200} onChange={set('street')} />
        </Field>
        <Field label="Número" htmlFor={id('number')} error={errors.number}>
          <Input id={id('number')} value={values.number} maxLength={20} onChange={set('number')} />
        </Field>
        <Field label="Complemento" htmlFor={id('complement')} error={errors.complement}>
          <Input
            id={id('complement')}
            value={values.complement}
            maxLength={100}
            onChange={set('complement')}
          />
        </Field>
        <Field label="Bairro" htmlFor={id('district')} error={errors.district}>
          <Input id={id('district')} value={values.district} maxLength={100} onChange={set('district')} />
        </Field>
        <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
          <Field label="Cidade" htmlFor={id('city')} error={errors.city}>
            <Input id={id('city')} value={values.city} maxLength={100} onChange={set('city')} />
          </Field>
          <Field label="UF" htmlFor={id('state')} error={errors.state}>
            <NativeSelect id={id('state')} value={values.state} onChange={set('state')}>
              <option value="">—</option>
              {UFS.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar dados de faturamento'}
        </Button>
      </div>
    </form>
  );
}
