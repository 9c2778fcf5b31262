/**
 * POST /api/leads/import in chunks of 500 rows, reporting progress after each chunk, so a 5,000-row
 * file shows a moving bar and one bad chunk does not lose the others' work.
 */
import { IMPORT_CHUNK, type LeadImportResult } from '@shared/schemas/lead';
import { api } from '@web/lib/api';

export async function importLeadsInChunks(
  rows: Record<string, string>[],
  onProgress: (done: number, total: number) => void,
  signal?: { cancelled: boolean },
): Promise<LeadImportResult> {
  const total: LeadImportResult = { created: 0, updated: 0, duplicates: 0, failed: [] };
  onProgress(0, rows.length);
  for (let start = 0; start < rows.length; start += IMPORT_CHUNK) {
    if (signal?.cancelled) break;
    const chunk = rows.slice(start, start + IMPORT_CHUNK);
    const result = await api.post<LeadImportResult>('/api/leads/import', { rows: chunk, startIndex: start });
    total.created += result.created;
    total.updated += result.updated;
    total.duplicates += result.duplicates;
    total.failed.push(...result.failed);
    onProgress(Math.min(start + chunk.length, rows.length), rows.length);
  }
  return total;
}
