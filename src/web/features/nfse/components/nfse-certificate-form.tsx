/**
 * The A1 certificate upload (Configurações → NFS-e): the .pfx read in the browser and sent with its
 * password; the server checks it (readable, this password, not expired, a CNPJ) and keeps both
 * sealed. Nothing of it comes back but the name, CNPJ and expiry.
 */
import { useFormContext } from 'react-hook-form';
import { formatDate } from '@shared/format';
import { type NfseCertificateView, nfseCertificateSchema } from '@shared/nfse/schemas';
import { TextField, useFieldControl } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { toast } from '@web/lib/toast';
import { useSaveNfseCertificate } from '../api/nfse';

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function PfxField() {
  const { setValue } = useFormContext();
  const { id, error, aria } = useFieldControl('pfxBase64');
  return (
    <Field label="Arquivo do certificado A1 (.pfx ou .p12)" htmlFor={id} error={error}>
      <Input
        id={id}
        type="file"
        accept=".pfx,.p12,application/x-pkcs12"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          setValue('pfxBase64', file ? await base64Of(file) : '', { shouldValidate: true });
        }}
        {...aria}
      />
    </Field>
  );
}

export function CertificateSummary({ certificate }: { certificate: NfseCertificateView }) {
  return (
    <dl className="grid gap-1 rounded-md border p-3 text-sm sm:grid-cols-[9rem_1fr]">
      <dt className="text-muted-foreground">Titular</dt>
      <dd className="break-all">{certificate.subject}</dd>
      <dt className="text-muted-foreground">CNPJ</dt>
      <dd>{certificate.cnpj ?? '—'}</dd>
      <dt className="text-muted-foreground">Válido até</dt>
      <dd>{formatDate(certificate.notAfter.slice(0, 10))}</dd>
      {certificate.unreadable ? (
        <dd className="text-destructive sm:col-span-2" role="alert">
          O certificado salvo não pode mais ser lido (o segredo do servidor mudou): envie-o de novo.
        </dd>
      ) : null}
    </dl>
  );
}

export function NfseCertificateForm({ hasCertificate }: { hasCertificate: boolean }) {
  const save = useSaveNfseCertificate();
  const { form, submit } = useKitForm({
    schema: nfseCertificateSchema,
    defaultValues: { pfxBase64: '', password: '' },
    onSubmit: async (values) => {
      const view = await save.mutateAsync(values);
      form.reset({ pfxBase64: '', password: '' });
      toast.success(
        'Certificado salvo',
        `Válido até ${formatDate(view.certificate?.notAfter.slice(0, 10) ?? '')}.`,
      );
    },
  });
  return (
    <KitForm form={form} onSubmit={submit} aria-label="Enviar o certificado A1">
      <PfxField />
      <TextField
        name="password"
        label="Senha do certificado"
        type="password"
        autoComplete="new-password"
        hint="Guardada criptografada; nunca é mostrada de volta."
      />
      <FormMessage />
      <div className="flex justify-end">
        <SubmitButton>{hasCertificate ? 'Trocar certificado' : 'Enviar certificado'}</SubmitButton>
      </div>
    </KitForm>
  );
}
