import { describe, expect, it } from 'vitest';
import { appointmentStatuses, isCatalogValue, leadStatuses, statusBadge, values } from './statuses';

describe('status catalogs', () => {
  it('narrows only the catalog values', () => {
    expect(values(leadStatuses).every((value) => isCatalogValue(leadStatuses, value))).toBe(true);
    expect(isCatalogValue(appointmentStatuses, 'canceled')).toBe(false); // projects' spelling, not appointments'
    expect(isCatalogValue(appointmentStatuses, 'cancelled')).toBe(true);
  });

  it('shows an unknown value raw in grey', () => {
    expect(statusBadge(leadStatuses, 'archived')).toEqual({ label: 'archived', color: 'grey' });
    expect(statusBadge(leadStatuses, 'won')).toEqual({ label: 'Convertido', color: 'green' });
  });
});
