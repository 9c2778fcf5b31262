/**
 * Finance catalogs (issue 15): person types (invoice statuses: src/shared/invoices/catalog.ts; payment
 * methods: src/shared/payments/catalog.ts; proposal statuses: src/shared/proposals/catalog.ts; goals':
 * src/shared/insights/catalog.ts).
 * One truth for the schema's check constraints, the server's validators and the UI's badges.
 */

export const personTypes = [
  { value: 'pf', label: 'Pessoa física' },
  { value: 'pj', label: 'Pessoa jurídica' },
] as const;
