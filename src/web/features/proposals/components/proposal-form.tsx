/**
 * The proposal editor's form (docs/product/proposals.md): client, title, validity, introduction,
 * scope, line items (proposal-items-fields.tsx), payment plan (proposal-plan-fields.tsx) and terms.
 * The draft and its request body live in proposal-draft.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { leadOptionsQuery } from '../api/proposals';
import type { ProposalDraft } from './proposal-draft';
import { ProposalItemsFields } from './proposal-items-fields';
import { ProposalPlanFields } from './proposal-plan-fields';

function ClientPicker({
  value,
  onChange,
  currentName,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  currentName?: string;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const options = useQuery(leadOptionsQuery(q, value));
  const items = options.data ?? [];
  const hasCurrent = !value || items.some((item) => item.id === value);
  return (
    <Field label="Cliente" htmlFor="proposal-client" error={error}>
      <div className="grid gap-2 sm:grid-cols-2">
        <Input
          type="search"
          aria-label="Buscar cliente"
          placeholder="Buscar pelo nome ou e-mail..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <NativeSelect
          id="proposal-client"
          value={value}
          aria-invalid={Boolean(error)}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Selecione um cliente</option>
          {hasCurrent ? null : <option value={value}>{currentName ?? 'Cliente atual'}</option>}
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </Field>
  );
}

export function ProposalForm({
  draft,
  onChange,
  errors,
  clientName,
}: {
  draft: ProposalDraft;
  onChange: (draft: ProposalDraft) => void;
  errors: Record<string, string>;
  clientName?: string;
}) {
  const id = useId();
  const set = <K extends keyof ProposalDraft>(name: K, value: ProposalDraft[K]) =>
    onChange({ ...draft, [name]: value });

  return (
    <div className="grid gap-6">
      <section className="grid gap-4 rounded-xl border bg-background p-4 md:p-6">
        <ClientPicker
          value={draft.leadId}
          onChange={(value) => set('leadId', value)}
          currentName={clientName}
          error={errors.leadId}
        />
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <Field label="Título" htmlFor={`${id}-title`} error={errors.title}>
            <Input
              id={`${id}-title`}
              value={draft.title}
              maxLength={200}
              aria-invalid={Boolean(errors.title)}
              onChange={(event) => set('title', event.target.value)}
            />
          </Field>
          <Field label="Válida até" htmlFor={`${id}-valid`} error={errors.validUntil}>
            <Input
              id={`${id}-valid`}
              type="date"
              value={draft.validUntil}
              aria-invalid={Boolean(errors.validUntil)}
              onChange={(event) => set('validUntil', event.target.value)}
            />
          </Field>
        </div>
        <Field label="Apresentação" htmlFor={`${id}-intro`} error={errors.intro}>
          <Textarea
            id={`${id}-intro`}
            rows={3}
            value={draft.intro}
            onChange={(event) => set('intro', event.target.value)}
          />
        </Field>
        <Field label="Escopo" htmlFor={`${id}-scope`} error={errors.scope}>
          <Textarea
            id={`${id}-scope`}
            rows={5}
            value={draft.scope}
            onChange={(event) => set('scope', event.target.value)}
          />
        </Field>
      </section>

      <ProposalItemsFields draft={draft} onChange={onChange} errors={errors} />
      <ProposalPlanFields draft={draft} onChange={onChange} errors={errors} />
      <section className="grid gap-3 rounded-xl border bg-background p-4 md:p-6">
        <Field label="Condições" htmlFor={`${id}-terms`} error={errors.terms}>
          <Textarea
            id={`${id}-terms`}
            rows={4}
            value={draft.terms}
            onChange={(event) => set('terms', event.target.value)}
          />
        </Field>
      </section>
    </div>
  );
}
