import {
  type AppointmentStatus,
  appointmentStatuses,
  isCatalogValue,
  statusBadge,
} from '@shared/catalog/statuses';
import { NativeSelect } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useUpdateAppointmentStatus } from '../api/update-appointment-status';

const tone: Record<string, string> = {
  blue: 'border-blue-200 bg-blue-50 text-blue-800',
  green: 'border-green-200 bg-green-50 text-green-800',
  red: 'border-red-200 bg-red-50 text-red-800',
  amber: 'border-amber-200 bg-amber-50 text-amber-900',
  grey: 'border-gray-200 bg-gray-50 text-gray-700',
};

/** The inline status selector of a row (docs/product/appointments.md), coloured like its badge, with the documented toasts. */
export function AppointmentStatusSelect({
  id,
  title,
  status,
}: {
  id: string;
  title: string;
  status: string;
}) {
  const mutation = useUpdateAppointmentStatus();
  const badge = statusBadge(appointmentStatuses, status);
  const known = isCatalogValue(appointmentStatuses, status);

  function change(next: AppointmentStatus) {
    mutation.mutate(
      { id, status: next },
      {
        onSuccess: () =>
          toast.success('Status atualizado', 'O status do agendamento foi atualizado com sucesso.'),
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
          toast.error(
            'Erro ao atualizar status',
            error instanceof ApiError && error.status === 409
              ? error.message
              : 'Não foi possível atualizar o status do agendamento. Tente novamente.',
          );
        },
      },
    );
  }

  return (
    <NativeSelect
      aria-label={`Status de ${title}`}
      value={status}
      disabled={mutation.isPending}
      onChange={(event) => {
        const next = event.target.value;
        if (isCatalogValue(appointmentStatuses, next)) change(next);
      }}
      className={cn('h-9 w-44 font-medium', tone[badge.color] ?? tone.grey)}
    >
      {known ? null : <option value={status}>{badge.label}</option>}
      {appointmentStatuses.map((entry) => (
        <option key={entry.value} value={entry.value}>
          {entry.label}
        </option>
      ))}
    </NativeSelect>
  );
}
