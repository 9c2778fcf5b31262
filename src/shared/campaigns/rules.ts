/** Pure campaign rules (docs/product/analytics-and-campaigns.md): the identifier and the UTM link. */
import { stripAccents } from '@shared/lead-profile/normalize';
import { SLUG_MAX } from './schemas';

/** A campaign's identifier (utm_campaign) from its name: 'Black Friday 2026' → 'black-friday-2026'. */
export const campaignSlugFrom = (name: string) =>
  stripAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');

/** The campaign's link for one ad or post: the site's page plus the UTM parameters that are filled in. */
export function buildUtmLink(base: string, path: string, utm: Record<string, string>): string {
  const url = new URL(path.startsWith('/') ? path : `/${path}`, base);
  for (const [key, value] of Object.entries(utm)) {
    if (value.trim()) url.searchParams.set(`utm_${key}`, value.trim());
  }
  return url.toString();
}
