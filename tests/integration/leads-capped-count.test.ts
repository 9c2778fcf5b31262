/**
 * The lead list's capped total as it runs (src/server/leads/list-leads.ts): with more matching rows
 * than TOTAL_CAP the list says 'more than' (total = cap, totalCapped) on the plain path and on the
 * search path, and stays exact below the cap. The seed has far fewer leads, so the rows are made here.
 */
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '@server/db/schema';
import { TOTAL_CAP } from '@server/leads/list-leads';
import type { LeadList } from '@shared/schemas/lead';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const EXTRA = TOTAL_CAP + 25;

beforeAll(async () => {
  t = await createTestApp();
  const base = Date.parse('2025-06-01T12:00:00Z');
  const rows = Array.from({ length: EXTRA }, (_, index) => ({
    name: `Capado ${index}`,
    email: `capado-${index}@capped.test`,
    // A few share a rarer company, for a search below the cap.
    company: index % 100 === 0 ? 'Cervejaria Rara' : 'Volume Ltda',
    status: index % 50 === 0 ? ('lost' as const) : ('new' as const),
    source: 'manual' as const,
    createdAt: new Date(base + index * 60_000),
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await t.db.insert(leads).values(rows.slice(start, start + 500));
  }
}, 60_000);
afterAll(async () => {
  await t?.db.delete(leads).where(like(leads.email, '%@capped.test'));
  await t?.close();
});

async function list(query: string): Promise<LeadList> {
  const response = await t.request(`/api/leads?${query}`, { as: 'adm' });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as LeadList;
}

describe('the lead list total beyond the cap', () => {
  it('caps the unfiltered total and says so', async () => {
    const page = await list('limit=5');
    expect(page.total).toBe(TOTAL_CAP);
    expect(page.totalCapped).toBe(true);
    expect(page.items).toHaveLength(5);
    expect(page.nextCursor).not.toBeNull();
  });

  it('caps a search that matches more than the cap, and still returns its newest rows', async () => {
    const page = await list('q=capped.test&limit=3');
    expect(page).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(page.items.map((item) => item.name)).toEqual([
      `Capado ${EXTRA - 1}`,
      `Capado ${EXTRA - 2}`,
      `Capado ${EXTRA - 3}`,
    ]);
  });

  it('stays exact below the cap, searched or filtered', async () => {
    const rare = await list('q=cervejaria%20rara&limit=50');
    expect(rare).toMatchObject({ total: Math.ceil(EXTRA / 100), totalCapped: false });
    expect(rare.items).toHaveLength(Math.ceil(EXTRA / 100));
    const lost = await list('status=lost&source=manual&q=capped.test&limit=1');
    expect(lost).toMatchObject({ total: Math.ceil(EXTRA / 50), totalCapped: false });
  });
});
