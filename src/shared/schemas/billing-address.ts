/**
 * A billing address with its e-mail, as a billing profile and a company both keep it (PT-BR messages):
 * the CEP kept as 8 digits, the UF one of the 27, empty fields stored as null.
 */
import { z } from 'zod';

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} inválido` })
    .trim()
    .max(max, `${label} muito longo (máximo de ${max} caracteres)`)
    .nullish()
    .transform((value) => value || null);

export const billingAddressFields = {
  billingEmail: z
    .union([z.email({ error: 'E-mail inválido' }).max(254, 'E-mail muito longo'), z.literal('')], {
      error: 'E-mail inválido',
    })
    .nullish()
    .transform((value) => value || null),
  cep: z
    .string({ error: 'CEP inválido' })
    .trim()
    .max(12, 'CEP inválido')
    .nullish()
    .transform((value) => (value ? value.replace(/\D/g, '') : null))
    .refine((value) => value === null || /^\d{8}$/.test(value), 'CEP deve ter 8 dígitos'),
  street: optionalText(200, 'Logradouro'),
  number: optionalText(20, 'Número'),
  complement: optionalText(100, 'Complemento'),
  district: optionalText(100, 'Bairro'),
  city: optionalText(100, 'Cidade'),
  state: z
    .union([z.enum(UFS, { error: 'UF inválida' }), z.literal('')], { error: 'UF inválida' })
    .nullish()
    .transform((value) => value || null),
};
