/** Search and status live in the URL (?q=&status=), so a filtered list can be linked and survives reload. */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { appointmentStatuses } from '@shared/catalog/statuses';

const STATUS_VALUES = new Set<string>(appointmentStatuses.map((entry) => entry.value));

export function useAppointmentFilters() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, 200);
  const rawStatus = params.get('status') ?? 'all';
  const status = STATUS_VALUES.has(rawStatus) ? rawStatus : 'all';
  const [search, setSearch] = useState(q);

  // Typing updates the URL after a short pause; the server does the searching.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() === q) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (search.trim()) next.set('q', search.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [search, q, setParams]);

  function setStatus(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'all') next.delete('status');
        else next.set('status', value);
        return next;
      },
      { replace: true },
    );
  }

  return { q, status, search, setSearch, setStatus };
}
