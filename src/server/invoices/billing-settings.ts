/** The finance settings (adm → Configurações → Financeiro) and what they make: PIX codes and late charges. */
import { renderSVG } from 'uqr';
import type { Db } from '@server/db/client';
import { getSettings } from '@server/settings/settings';
import { lateFees } from '@shared/late-fees';
import { toCents } from '@shared/money';
import { pixPayload } from '@shared/pix';
import { readStoredPixKey } from '@shared/pix-key';

export type BillingSettings = {
  agencyName: string;
  pixKey: string;
  pixReceiverName: string;
  pixCity: string;
  finePercent: string;
  monthlyInterestPercent: string;
  reminderDaysBefore: number;
  reminderDaysAfter: number;
};

export async function billingSettings(db: Db): Promise<BillingSettings> {
  const settings = await getSettings(db);
  return {
    agencyName: settings.siteName,
    pixKey: settings.pixKey,
    pixReceiverName: settings.pixReceiverName || settings.siteName,
    pixCity: settings.pixCity,
    finePercent: settings.lateFinePercent,
    monthlyInterestPercent: settings.monthlyInterestPercent,
    reminderDaysBefore: Number(settings.reminderDaysBefore),
    reminderDaysAfter: Number(settings.reminderDaysAfter),
  };
}

export function chargesFor(
  settings: BillingSettings,
  invoice: { open: string; dueDate: string; status: string },
  today: string,
) {
  const charged = invoice.status === 'vencida';
  return lateFees({
    openAmount: invoice.open,
    dueDate: invoice.dueDate,
    today: charged ? today : invoice.dueDate,
    finePercent: settings.finePercent,
    monthlyInterestPercent: settings.monthlyInterestPercent,
  });
}

/**
 * The BR Code and its QR for `amount`, or null without a PIX key/city or with nothing to pay. A key no
 * bank could resolve (saved before the check and not normalisable, flagged in Configurações) makes no
 * code rather than one every bank app refuses.
 */
export function pixFor(settings: BillingSettings, amount: string, txid: string | null) {
  if (!settings.pixKey || !settings.pixCity || toCents(amount) <= 0n) return null;
  if (readStoredPixKey(settings.pixKey).problem) return null;
  // The BR Code's amount (field 54) holds at most 13 characters: R$ 9.999.999.999,99.
  if (amount.length > 13) return null;
  const code = pixPayload({
    key: settings.pixKey,
    name: settings.pixReceiverName,
    city: settings.pixCity,
    amount,
    txid,
  });
  return { code, svg: renderSVG(code, { border: 2 }) };
}
