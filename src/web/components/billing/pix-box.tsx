/**
 * The PIX copia-e-cola code with a copy button and its QR code (docs/product/invoices-and-payments.md),
 * shown on the invoice in CODERS and on the client's public page. The QR is an SVG the server drew,
 * shown as an image (no markup is injected into the page).
 */
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '@shared/format';
import { Button } from '@web/components/ui/button';

export function CopyButton({
  text,
  label,
  copiedLabel = 'Copiado!',
}: {
  text: string;
  label: string;
  copiedLabel?: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  );
}

export function PixBox({
  pix,
  amount,
}: {
  /** `bank`: the dynamic code of a charge on the bank (decision 071), confirmed automatically when paid. */
  pix: { code: string; svg: string; bank?: boolean };
  amount: string;
}) {
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.svg)}`;
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
      <img
        src={qr}
        alt={`QR code PIX de ${formatMoney(amount)}`}
        className="mx-auto size-44 rounded-md border bg-white p-1"
      />
      <div className="grid min-w-0 gap-2">
        <p className="text-sm text-muted-foreground">
          PIX copia e cola — <strong className="text-foreground">{formatMoney(amount)}</strong>
        </p>
        <label htmlFor="pix-code" className="sr-only">
          Código PIX copia e cola
        </label>
        <textarea
          id="pix-code"
          readOnly
          value={pix.code}
          rows={4}
          className="w-full resize-none rounded-md border bg-muted/40 p-2 font-mono text-xs break-all"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div>
          <CopyButton text={pix.code} label="Copiar código PIX" />
        </div>
        {pix.bank ? (
          <p className="text-xs text-muted-foreground">
            Cobrança registrada no banco: o pagamento é confirmado automaticamente.
          </p>
        ) : null}
      </div>
    </div>
  );
}
