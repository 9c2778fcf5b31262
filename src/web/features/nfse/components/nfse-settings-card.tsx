/** Configurações → NFS-e (docs/product/nfse.md): the settings and the A1 certificate, two cards. */
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/feedback';
import { nfseSettingsQuery } from '../api/nfse';
import { CertificateSummary, NfseCertificateForm } from './nfse-certificate-form';
import { NfseSettingsForm } from './nfse-settings-form';

export function NfseSettingsCard() {
  const query = useQuery(nfseSettingsQuery);
  const view = query.data;
  if (query.isPending) return <Skeleton className="h-96 w-full" />;
  if (query.isError || !view) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 rounded-xl border p-6">
        <p>Não foi possível carregar as configurações da NFS-e.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>NFS-e pela API nacional</CardTitle>
          <CardDescription>
            {view.enabled
              ? 'Ligada: as faturas emitidas mostram "Emitir NFS-e".'
              : 'Desligada: as faturas só registram a NFS-e emitida fora.'}{' '}
            Série da DPS: {view.series}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NfseSettingsForm key={JSON.stringify({ ...view, certificate: null })} view={view} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Certificado digital A1</CardTitle>
          <CardDescription>O e-CNPJ da empresa (ICP-Brasil) que assina cada DPS.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {view.certificate ? (
            <CertificateSummary certificate={view.certificate} />
          ) : (
            <p className="text-sm text-muted-foreground">Nenhum certificado enviado.</p>
          )}
          <NfseCertificateForm hasCertificate={Boolean(view.certificate)} />
        </CardContent>
      </Card>
    </div>
  );
}
