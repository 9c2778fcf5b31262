/** The recovery codes, shown once: a grid to read, 'Copiar' and 'Baixar' (a .txt to keep offline). */
import { Copy, Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';

function asText(codes: readonly string[], email: string): string {
  return [
    `Códigos de recuperação da Coders — ${email}`,
    'Cada código entra uma única vez, no lugar do código do aplicativo.',
    '',
    ...codes,
    '',
  ].join('\n');
}

export function RecoveryCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asText(codes, email));
      toast.success('Códigos copiados');
    } catch {
      toast.error('Não foi possível copiar', 'Selecione os códigos e copie manualmente.');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([asText(codes, email)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'coders-codigos-de-recuperacao.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="grid gap-3">
      <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        Guarde estes códigos em um lugar seguro. Eles não serão mostrados de novo. Cada um permite entrar uma
        vez se você perder o celular.
      </p>
      <ul
        aria-label="Códigos de recuperação"
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copiar códigos
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Baixar (.txt)
        </Button>
      </div>
    </div>
  );
}
