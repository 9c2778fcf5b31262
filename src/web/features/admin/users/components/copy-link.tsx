import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { formatDateTime } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/lib/toast';

/** A one-time link shown once, with a copy button and when it stops working. */
export function CopyLink({
  url,
  expiresAt,
  emailed,
  email,
}: {
  url: string;
  expiresAt: string;
  emailed: boolean;
  email: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success('Link copiado', 'Agora é só colar e enviar para a pessoa.');
    } catch {
      input.current?.select();
      toast.error('Não foi possível copiar', 'Selecione o link e copie manualmente.');
    }
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm" role="status">
        {emailed
          ? `Enviamos o link para ${email}. Você também pode copiá-lo abaixo.`
          : 'Copie o link e envie para a pessoa.'}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Link</Label>
        <div className="flex gap-2">
          <Input
            id={id}
            ref={input}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <Button type="button" variant="outline" onClick={copy} className="shrink-0">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copiado' : 'Copiar'}
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        Válido até {formatDateTime(expiresAt)}. O link só pode ser usado uma vez.
      </p>
    </div>
  );
}
