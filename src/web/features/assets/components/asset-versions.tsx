/** An asset's version history, newest first, each file downloadable; a new file for images and PDFs. */
import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import type { AssetDetail } from '@shared/assets/schemas';
import { formatDateTime } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { sizeLabel } from './format';
import { VersionDialog } from './version-dialog';

export function AssetVersions({ asset }: { asset: AssetDetail }) {
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-medium">
          Histórico de versões
        </h3>
        {asset.kind !== 'video_link' ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <Upload aria-hidden="true" />
            Enviar nova versão
          </Button>
        ) : null}
      </div>
      <ol className="divide-y rounded-md border text-sm" aria-label="Versões">
        {asset.versions.map((v) => (
          <li key={v.version} className="flex flex-wrap items-center justify-between gap-2 p-2">
            <span className="min-w-0 break-all">
              <strong>Versão {v.version}</strong> · {v.filename ?? v.url}{' '}
              {v.size ? `· ${sizeLabel(v.size)}` : ''}
              <span className="block text-xs text-muted-foreground">
                {formatDateTime(v.createdAt)}
                {v.createdByName ? ` · ${v.createdByName}` : ''}
              </span>
            </span>
            {v.downloadUrl ? (
              <Button asChild size="sm" variant="ghost">
                <a href={v.downloadUrl} download aria-label={`Baixar versão ${v.version}`}>
                  <Download aria-hidden="true" />
                </a>
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      <VersionDialog asset={asset} open={adding} onOpenChange={setAdding} />
    </section>
  );
}
