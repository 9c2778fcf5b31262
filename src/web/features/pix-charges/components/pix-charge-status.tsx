/**
 * The invoice's charge on the bank (decision 071), under its PIX code in CODERS: where it stands, the
 * bank's refusal in PT-BR when it could not be created, and the boleto híbrido's linha digitável.
 */
import type { InvoiceDetail } from '@shared/invoices/schemas';
import { pixChargeStatuses } from '@shared/pix-charges/catalog';
import { CopyButton } from '@web/components/billing/pix-box';
import { Badge } from '@web/components/ui/badge';

export function PixChargeStatus({ charge }: { charge: NonNullable<InvoiceDetail['pixCharge']> }) {
  const status = pixChargeStatuses.find((entry) => entry.value === charge.status);
  return (
    <div className="grid gap-2 border-t pt-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-muted-foreground">Cobrança PIX no banco:</span>
        <Badge color={status?.color ?? 'slate'}>{status?.label ?? 'Desconhecida'}</Badge>
      </p>
      {charge.lastError && charge.status !== 'ativa' && charge.status !== 'paga' ? (
        <p role="alert" className="text-destructive">
          {charge.lastError}
          {charge.status === 'falhou' ? ' O cliente vê o PIX estático.' : ' Nova tentativa em instantes.'}
        </p>
      ) : null}
      {charge.boletoLine ? (
        <div className="grid gap-1">
          <span className="text-muted-foreground">Boleto (linha digitável)</span>
          <span className="font-mono text-xs break-all">{charge.boletoLine}</span>
          <div>
            <CopyButton text={charge.boletoLine} label="Copiar linha digitável" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
