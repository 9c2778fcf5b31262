/** Campaigns (docs/product/analytics-and-campaigns.md): the form, the spend entries and the answers. */
import { z } from 'zod';
import { moneyField, optionalMoneyField } from './money';

export const campaignChannels = [
  { value: 'google_ads', label: 'Google Ads' },
  { value: 'meta_ads', label: 'Meta Ads (Instagram/Facebook)' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'email', label: 'E-mail marketing' },
  { value: 'organico', label: 'Orgânico / redes sociais' },
  { value: 'parcerias', label: 'Parcerias' },
  { value: 'offline', label: 'Offline / eventos' },
  { value: 'outro', label: 'Outro' },
] as const;
export type CampaignChannel = (typeof campaignChannels)[number]['value'];
export const CHANNEL_VALUES = campaignChannels.map((entry) => entry.value) as [
  CampaignChannel,
  ...CampaignChannel[],
];
export const channelLabel = (value: string) =>
  campaignChannels.find((entry) => entry.value === value)?.label ?? value;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CAMPAIGN_NOT_FOUND = 'Campanha não encontrada';
export const SLUG_TAKEN = 'Já existe uma campanha com este identificador (utm_campaign).';
export const END_BEFORE_START = 'O fim deve ser igual ou posterior ao início.';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const campaignFormSchema = z
  .object({
    name: z.string().trim().min(2, 'Informe o nome da campanha.').max(120, 'Nome longo demais.'),
    slug: z
      .string()
      .trim()
      .min(2, 'Informe o identificador (utm_campaign).')
      .max(80, 'Identificador longo demais.')
      .regex(SLUG_PATTERN, 'Use letras minúsculas, números e hífens (ex.: black-friday).'),
    channel: z.enum(CHANNEL_VALUES, { error: 'Escolha um canal.' }),
    startsOn: z.string().regex(DAY, 'Data de início inválida.'),
    endsOn: z.string().regex(DAY, 'Data de fim inválida.').nullable(),
    budget: optionalMoneyField('Orçamento', 'nonNegative'),
    notes: z.string().trim().max(2000, 'Observações longas demais.').default(''),
  })
  .refine((value) => !value.endsOn || value.endsOn >= value.startsOn, {
    message: END_BEFORE_START,
    path: ['endsOn'],
  });
export type CampaignFormInput = z.input<typeof campaignFormSchema>;
export type CampaignFormData = z.output<typeof campaignFormSchema>;

export const spendFormSchema = z.object({
  spentOn: z.string().regex(DAY, 'Data inválida.'),
  amount: moneyField('Valor', 'positive'),
  note: z.string().trim().max(300, 'Observação longa demais.').default(''),
});
export type SpendFormInput = z.input<typeof spendFormSchema>;

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
