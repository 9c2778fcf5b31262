/** GET /api/appointments/:id: the appointment with its lead, for the details dialog. */
import { queryOptions } from '@tanstack/react-query';
import type { AppointmentDetails } from '@shared/schemas/appointment';
import { api } from '@web/lib/api';
import { appointmentKeys } from './list-appointments';

export function appointmentQuery(id: string) {
  return queryOptions({
    queryKey: appointmentKeys.detail(id),
    queryFn: () => api.get<AppointmentDetails>(`/api/appointments/${id}`),
    retry: 1,
    refetchOnWindowFocus: false,
  });
}
