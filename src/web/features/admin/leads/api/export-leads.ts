/** GET /api/leads/export.csv with the list's filters: a plain download link (the session cookie goes along). */
import { withQuery } from '@web/lib/api';

export function exportLeadsUrl(filters: { q: string; status: string; owner: string }): string {
  return withQuery('/api/leads/export.csv', { q: filters.q, status: filters.status, owner: filters.owner });
}
