import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CalendarMonth } from '../../../../shared/schemas/calendar';
import { api } from '../../../lib/api';
import { pageQuery } from '../../../lib/query-client';

export const calendarQuery = (month: string) =>
  queryOptions({
    queryKey: ['calendar', month],
    queryFn: () => api.get<CalendarMonth>('/api/calendar', { month }),
    ...pageQuery,
    placeholderData: keepPreviousData,
  });
