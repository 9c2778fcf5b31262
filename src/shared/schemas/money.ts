/**
 * The zod side of the one money rule (decision 053): every schema that takes an amount typed by a person
 * or sent by an API client reads it with `parseMoney` (src/shared/money.ts), the same function the
 * web's MoneyInput formats with. Output: exact decimal text ('1234.50').
 */
import { z } from 'zod';
import { type MoneySign, parseMoney } from '@shared/money';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** '{label}: {reason}', the message a field shows and a toast repeats. */
export const moneyMessage = (label: string, reason: string) => `${label}: ${lowerFirst(reason)}`;

function readMoney(label: string, sign: MoneySign, maxCents: bigint | undefined) {
  return (value: string | number, context: z.core.$RefinementCtx): string => {
    const parsed = parseMoney(value, sign);
    if (!parsed.ok) {
      context.addIssue({ code: 'custom', message: moneyMessage(label, parsed.error) });
      return z.NEVER;
    }
    if (maxCents !== undefined && (parsed.cents < 0n ? -parsed.cents : parsed.cents) > maxCents) {
      context.addIssue({ code: 'custom', message: moneyMessage(label, 'Valor muito alto.') });
      return z.NEVER;
    }
    return parsed.value;
  };
}

/** A required amount: number, '1234.5', '1.234,50' or 'R$ 1.234,50' → '1234.50'; `sign` limits it. */
export function moneyField(label: string, sign: MoneySign = 'positive', maxCents?: bigint) {
  return z
    .union([z.number(), z.string()], { error: moneyMessage(label, 'Valor inválido') })
    .transform(readMoney(label, sign, maxCents));
}

/** An amount that may be left out: absent, null and '' (or blanks) → null. */
export function optionalMoneyField(label: string, sign: MoneySign = 'nonNegative', maxCents?: bigint) {
  const read = readMoney(label, sign, maxCents);
  return z
    .union([z.number(), z.string()], { error: moneyMessage(label, 'Valor inválido') })
    .nullish()
    .transform((value, context) =>
      value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
        ? null
        : read(value, context),
    );
}
