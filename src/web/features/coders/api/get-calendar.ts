import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CalendarMonth } from '@shared/schemas/calendar';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const calendarQuery = (month: string) =>
  queryOptions({
    queryKey: ['calendar', month],
    queryFn: () => api.get<CalendarMonth>('/api/calendar', { month }),
    ...pageQuery,
    placeholderData: keepPreviousData,
  });
