import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { staffMembersQuery } from '@web/lib/queries/staff';
import { SelectField } from './fields';

/** A staff member chosen from GET /api/staff (the one list of people a record can name). */
export function PersonSelectField({
  name,
  label,
  hint,
  placeholder = 'Selecione a pessoa',
  className,
}: {
  name: string;
  label: string;
  hint?: string;
  /** The empty choice ('Ninguém', 'Selecione a pessoa'). */
  placeholder?: string;
  className?: string;
}) {
  const staff = useQuery(staffMembersQuery);
  const { getValues, setValue } = useFormContext();
  // The select was drawn before the people arrived: show the chosen one once its option exists.
  useEffect(() => {
    if (staff.data) setValue(name, getValues(name) ?? '');
  }, [staff.data, name, getValues, setValue]);
  const options = (staff.data ?? []).map((member) => ({ value: member.id, label: member.name }));
  return (
    <SelectField
      name={name}
      label={label}
      hint={staff.isError ? 'Não foi possível carregar a equipe.' : hint}
      placeholder={staff.isPending ? 'Carregando...' : placeholder}
      options={options}
      className={className}
    />
  );
}
