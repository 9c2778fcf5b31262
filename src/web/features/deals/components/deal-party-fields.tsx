/**
 * The deal form's company and person pickers (on the form kit): the person list is the chosen
 * company's people when a company is chosen, otherwise the leads; a person not of the newly chosen
 * company is cleared.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { companyApi } from '@shared/companies/api';
import type { LeadList } from '@shared/schemas/lead';
import { SelectField } from '@web/components/form/fields';
import { api } from '@web/lib/api';
import { call } from '@web/lib/call';

type Current = {
  companyId: string | null;
  companyName: string | null;
  leadId: string | null;
  leadName: string | null;
};
type Opt = { value: string; label: string };

/** Keeps the saved choice listed even when it is beyond the first page of options. */
const withCurrent = (options: Opt[], id: string | null | undefined, name: string | null | undefined) =>
  id && name && !options.some((option) => option.value === id)
    ? [{ value: id, label: name }, ...options]
    : options;

export function DealPartyFields({ current }: { current?: Current | null }) {
  const { setValue, getValues } = useFormContext();
  const companyId = (useWatch({ name: 'companyId' }) as string | null) ?? '';
  const companies = useQuery({
    queryKey: ['companies', 'picker'],
    queryFn: () => call(companyApi.list, { query: { limit: 100, page: 1 } }),
  });
  const company = useQuery({
    queryKey: ['companies', 'detail', companyId],
    queryFn: () => call(companyApi.detail, { params: { id: companyId } }),
    enabled: Boolean(companyId),
  });
  const leads = useQuery({
    queryKey: ['leads', 'picker'],
    queryFn: () => api.get<LeadList>('/api/leads', { limit: 100 }),
    enabled: !companyId,
  });
  const listed = companyId
    ? (company.data?.people ?? []).map((person) => ({ value: person.id, label: person.name }))
    : (leads.data?.items ?? []).map((lead) => ({
        value: lead.id,
        label: lead.company ? `${lead.name} (${lead.company})` : lead.name,
      }));
  const people =
    companyId === (current?.companyId ?? '')
      ? withCurrent(listed, current?.leadId, current?.leadName)
      : listed;
  useEffect(() => {
    const leadId = getValues('leadId') as string | null;
    if (!companyId || !leadId || !company.data) return;
    if (!company.data.people.some((person) => person.id === leadId)) setValue('leadId', '');
  }, [companyId, company.data, getValues, setValue]);
  const loading = companyId ? company.isPending : leads.isPending;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="companyId"
        label="Empresa"
        placeholder={companies.isPending ? 'Carregando empresas…' : 'Sem empresa'}
        options={withCurrent(
          (companies.data?.items ?? []).map((entry) => ({ value: entry.id, label: entry.name })),
          current?.companyId,
          current?.companyName,
        )}
      />
      <SelectField
        name="leadId"
        label="Pessoa"
        hint={companyId ? 'Pessoas desta empresa' : undefined}
        placeholder={loading ? 'Carregando pessoas…' : 'Sem pessoa'}
        options={people}
      />
    </div>
  );
}
