/**
 * NFS-e demo data: the settings filled in for a São Paulo agency but the provider OFF (no certificate),
 * so a fresh install shows the tab and never calls the national API.
 */
import { settings } from '@server/db/schema';
import type { SeedContext } from '@server/module';
import { DEFAULT_NFSE_SETTINGS, NFSE_SETTINGS_KEY } from './settings';

export async function seedNfse({ db }: SeedContext): Promise<void> {
  await db
    .insert(settings)
    .values({
      key: NFSE_SETTINGS_KEY,
      value: {
        ...DEFAULT_NFSE_SETTINGS,
        enabled: false,
        municipalRegistration: '12345678',
        municipalityCode: '3550308',
        serviceItem: '17.06',
        nationalTaxCode: '170601',
        nbsCode: '115021000',
        issRate: '2.00',
        simplesNacional: true,
        certificate: null,
      },
    })
    .onConflictDoNothing({ target: settings.key });
}
