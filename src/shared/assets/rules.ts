/** Pure asset-library rules (docs/product/assets.md): the state of a licence. */
import { zonedDay } from '@shared/time';

/** Days before a licence's expiry when an asset is flagged 'vence em breve'. */
export const LICENCE_SOON_DAYS = 30;

export type LicenceState = 'ok' | 'soon' | 'expired' | 'none';

/** Expired before today (São Paulo), 'soon' within LICENCE_SOON_DAYS, 'none' without an expiry. */
export function licenceState(expiresOn: string | null, now = new Date()): LicenceState {
  if (!expiresOn) return 'none';
  const today = zonedDay(now);
  if (expiresOn < today) return 'expired';
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + LICENCE_SOON_DAYS);
  return expiresOn <= soon.toISOString().slice(0, 10) ? 'soon' : 'ok';
}
