/** The partner a form is about, chosen on the form kit from every partner (name, code, 'inativo'). */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '@web/components/form/fields';
import { allPartnersQuery } from '../api/partners';

export function PartnerSelectField({
  name = 'partnerId',
  label = 'Parceiro',
}: {
  name?: string;
  label?: string;
}) {
  const partners = useQuery(allPartnersQuery());
  const { getValues, setValue } = useFormContext();
  // The select was drawn before the partners arrived: show the chosen one once its option exists.
  useEffect(() => {
    if (partners.data) setValue(name, getValues(name) ?? '');
  }, [partners.data, name, getValues, setValue]);
  const options = (partners.data ?? []).map((partner) => ({
    value: partner.id,
    label: `${partner.name} (${partner.code})${partner.status === 'inativo' ? ' — inativo' : ''}`,
  }));
  return (
    <SelectField
      name={name}
      label={label}
      options={options}
      placeholder={partners.isPending ? 'Carregando...' : 'Escolha o parceiro'}
      hint={partners.isError ? 'Não foi possível carregar os parceiros.' : undefined}
    />
  );
}
