/**
 * Campaign catalogs (docs/product/analytics-and-campaigns.md): the channels a campaign runs on, each
 * with its PT-BR label. The campaigns table's channel column is typed and checked from this list.
 */
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
