/** PATCH /api/appointments/:id/status: the inline status change; the row updates in place. */
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentStatus } from '@shared/catalog/statuses';
import type { AppointmentList, AppointmentRow } from '@shared/schemas/appointment';
import { api } from '@web/lib/api';
import { appointmentKeys } from './list-appointments';

export function useUpdateAppointmentStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AppointmentStatus }) =>
      api.patch<AppointmentRow>(`/api/appointments/${id}/status`, { status }),
    onSuccess: (row) => {
      client.setQueriesData<InfiniteData<AppointmentList>>({ queryKey: ['appointments', 'list'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === row.id ? row : item)),
              })),
            }
          : data,
      );
      // A status filter may no longer match the row: refetch in the background.
      void client.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}
