/** POST /api/appointments and PATCH /api/appointments/:id: create or edit, then refresh the lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentInput, AppointmentRow } from '@shared/schemas/appointment';
import { api } from '@web/lib/api';
import { appointmentKeys } from './list-appointments';

export function useSaveAppointment(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AppointmentInput) =>
      id
        ? api.patch<AppointmentRow>(`/api/appointments/${id}`, input)
        : api.post<AppointmentRow>('/api/appointments', input),
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
