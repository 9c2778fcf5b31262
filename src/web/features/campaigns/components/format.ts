/** How the campaign screens write a campaign's period, a count and a return on spend. */
import { formatDate } from '@shared/format';

export const formatCount = (value: number) => value.toLocaleString('pt-BR');

/** 2,35× (R$ 2,35 back for each R$ 1 spent); '—' without spend. */
export const formatRatio = (value: number | null) =>
  value === null
    ? '—'
    : `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×`;

export const campaignPeriod = (campaign: { startsOn: string; endsOn: string | null }) =>
  campaign.endsOn
    ? `${formatDate(campaign.startsOn)} a ${formatDate(campaign.endsOn)}`
    : `desde ${formatDate(campaign.startsOn)}`;
