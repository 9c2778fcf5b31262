/**
 * Referral partners (docs/product/partners.md): the statuses of partners, agreements, commissions and
 * contract signatures, with their PT-BR labels and badge colours. The schema's check constraints are
 * built from these lists.
 */
import type { StatusEntry } from '@shared/catalog/statuses';

export const partnerStatuses = [
  { value: 'ativo', label: 'Ativo', color: 'green' },
  { value: 'inativo', label: 'Inativo', color: 'grey' },
] as const satisfies readonly StatusEntry<string>[];
export type PartnerStatus = (typeof partnerStatuses)[number]['value'];

export const agreementStatuses = [
  { value: 'ativo', label: 'Ativo', color: 'green' },
  { value: 'encerrado', label: 'Encerrado', color: 'grey' },
] as const satisfies readonly StatusEntry<string>[];
export type AgreementStatus = (typeof agreementStatuses)[number]['value'];

export const agreementKinds = [
  { value: 'percentual', label: '% do valor recebido' },
  { value: 'fixo', label: 'Valor fixo por negócio ganho' },
] as const;
export type AgreementKind = (typeof agreementKinds)[number]['value'];

export const commissionStatuses = [
  { value: 'pendente', label: 'Pendente', color: 'amber' },
  { value: 'aprovada', label: 'Aprovada', color: 'blue' },
  { value: 'paga', label: 'Paga', color: 'green' },
] as const satisfies readonly StatusEntry<string>[];
export type CommissionStatus = (typeof commissionStatuses)[number]['value'];

export const signatureStatuses = [
  { value: 'pendente', label: 'Pendente', color: 'grey' },
  { value: 'enviado', label: 'Enviado', color: 'amber' },
  { value: 'assinado', label: 'Assinado', color: 'green' },
  { value: 'recusado', label: 'Recusado', color: 'red' },
] as const satisfies readonly StatusEntry<string>[];
export type SignatureStatus = (typeof signatureStatuses)[number]['value'];

/** Referral codes: upper-case letters, digits, '-' and '_' (PARC1, AGENCIA-SUL). */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;
