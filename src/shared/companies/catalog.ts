/**
 * Companies (docs/product/companies-and-deals.md): why two companies may be shown as possible
 * duplicates on the duplicate screen, each with its PT-BR label.
 */
export const companyDuplicateReasons = [
  { value: 'same_cnpj', label: 'Mesmo CNPJ' },
  { value: 'same_name', label: 'Mesmo nome' },
] as const;
export type CompanyDuplicateReason = (typeof companyDuplicateReasons)[number]['value'];
