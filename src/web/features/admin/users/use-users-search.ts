/** The search term lives in the URL (?q=), so a filtered list can be linked and survives reload. */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export function useUsersSearch() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 200);
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

  return { q, search, setSearch };
}
