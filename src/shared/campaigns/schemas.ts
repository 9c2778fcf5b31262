/**
 * Campaigns (docs/product/analytics-and-campaigns.md): the campaign and spend forms, the UTM link
 * builder, the list queries and the answers. The server validates with these schemas and the CODERS
 * page's forms resolve with the same ones.
 */
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { moneyField, optionalMoneyField } from '@shared/schemas/money';
import { isCalendarDate } from '@shared/schemas/project';
import { type CampaignChannel, campaignChannels } from './catalog';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;
export const CAMPAIGN_NOT_FOUND = 'Campanha não encontrada';
export const SPEND_NOT_FOUND = 'Lançamento de gasto não encontrado';
export const SLUG_TAKEN = 'Já existe uma campanha com este identificador (utm_campaign).';
export const END_BEFORE_START = 'O fim deve ser igual ou posterior ao início.';

/** A calendar day as <input type="date"> gives it (yyyy-MM-dd), a real date. */
const day = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);

export const campaignFormSchema = z
  .object({
    name: z
      .string({ error: 'Informe o nome da campanha.' })
      .trim()
      .min(2, 'Informe o nome da campanha.')
      .max(120, 'Nome longo demais.'),
    slug: z
      .string({ error: 'Informe o identificador (utm_campaign).' })
      .trim()
      .min(2, 'Informe o identificador (utm_campaign).')
      .max(SLUG_MAX, 'Identificador longo demais.')
      .regex(SLUG_PATTERN, 'Use letras minúsculas, números e hífens (ex.: black-friday).'),
    channel: z.enum(valuesOf(campaignChannels), { error: 'Escolha um canal.' }),
    startsOn: day('Data de início inválida.'),
    /** Optional: '' (the empty date field) and null are "no end". */
    endsOn: z
      .union([z.literal(''), day('Data de fim inválida.')], { error: 'Data de fim inválida.' })
      .nullish()
      .transform((value) => value || null),
    budget: optionalMoneyField('Orçamento', 'nonNegative'),
    notes: z
      .string({ error: 'Observações inválidas.' })
      .trim()
      .max(2000, 'Observações longas demais.')
      .default(''),
  })
  .refine((value) => !value.endsOn || value.endsOn >= value.startsOn, {
    message: END_BEFORE_START,
    path: ['endsOn'],
  });
export type CampaignFormInput = z.input<typeof campaignFormSchema>;
export type CampaignFormData = z.output<typeof campaignFormSchema>;

export const spendFormSchema = z.object({
  spentOn: day('Data inválida.'),
  amount: moneyField('Valor', 'positive'),
  note: z.string({ error: 'Observação inválida.' }).trim().max(300, 'Observação longa demais.').default(''),
});
export type SpendFormInput = z.input<typeof spendFormSchema>;
export type SpendFormData = z.output<typeof spendFormSchema>;

const utmValue = z.string().trim().max(100, 'Use no máximo 100 caracteres.');

/** The link builder: a page of the site and the UTM values of one ad or post (utm_campaign = the slug). */
export const utmLinkSchema = z.object({
  path: z.string().trim().max(200, 'Use no máximo 200 caracteres.'),
  source: utmValue,
  medium: utmValue,
  content: utmValue,
  term: utmValue,
});
export type UtmLinkForm = z.input<typeof utmLinkSchema>;

export const campaignListQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
export const campaignLeadsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});

export type CampaignMetrics = {
  visits: number;
  leads: number;
  won: number;
  spend: string;
  revenue: string;
  /** spend ÷ leads; null without leads. */
  costPerLead: string | null;
  /** spend ÷ deals won; null without a won deal. */
  acquisitionCost: string | null;
  /** revenue ÷ spend (2 = R$ 2 back for each R$ 1); null without spend. */
  returnOnSpend: number | null;
};

export type CampaignItem = {
  id: string;
  name: string;
  slug: string;
  channel: CampaignChannel;
  startsOn: string;
  endsOn: string | null;
  budget: string | null;
  notes: string;
  createdAt: string;
  metrics: CampaignMetrics;
};
export type SpendEntry = { id: string; spentOn: string; amount: string; note: string; createdAt: string };
export type CampaignDetail = CampaignItem & { spend: SpendEntry[] };
export type CampaignList = { items: CampaignItem[] };
export type CampaignLead = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  status: string;
  createdAt: string;
  utmSource: string | null;
  revenue: string;
};
export type CampaignLeadsPage = { items: CampaignLead[]; nextCursor: string | null };
