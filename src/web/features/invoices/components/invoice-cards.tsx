import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@shared/format';
import type { InvoiceDetail, InvoiceFileKind } from '@shared/invoices/schemas';
import { toCents } from '@shared/money';
import { paymentMethods } from '@shared/payments/catalog';
import { CopyButton } from '@web/components/billing/pix-box';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import {
  useCreatePublicLink,
  useRevokePublicLink,
  useSaveBoleto,
  useSaveNfse,
  useUploadInvoiceFile,
} from '../api/invoices';

const failure = (title: string) => (error: unknown) =>
  toast.error(title, error instanceof Error ? error.message : undefined);

export function PublicLinkCard({ invoice }: { invoice: InvoiceDetail }) {
  const create = useCreatePublicLink(invoice.id);
  const revoke = useRevokePublicLink(invoice.id);
  const [url, setUrl] = useState<string | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const generate = () =>
    create.mutate(undefined, {
      onSuccess: (link) => {
        setUrl(link.url);
        toast.success('Link público criado', 'Copie e envie ao cliente. Ele não será mostrado de novo.');
      },
      onError: failure('Não foi possível criar o link'),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Link público</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-muted-foreground">
          O cliente abre a fatura sem login, com o valor devido e o PIX. Só guardamos uma impressão do link:
          copie-o ao gerar.
        </p>
        {url ? (
          <div className="grid gap-2">
            <label htmlFor="public-link" className="font-medium">
              Link da fatura
            </label>
            <Input id="public-link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            <div>
              <CopyButton text={url} label="Copiar link" />
            </div>
          </div>
        ) : (
          <p>{invoice.publicLink.active ? 'Há um link ativo enviado ao cliente.' : 'Nenhum link ativo.'}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={generate} disabled={create.isPending}>
            {invoice.publicLink.active || url ? 'Gerar novo link' : 'Gerar link público'}
          </Button>
          {invoice.publicLink.active ? (
            <Button variant="outline" onClick={() => setConfirmRevoke(true)} disabled={revoke.isPending}>
              Desativar link
            </Button>
          ) : null}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirmRevoke}
        onOpenChange={setConfirmRevoke}
        title="Desativar o link público?"
        description="Quem tiver o link deixará de ver a fatura. Você pode gerar um novo depois."
        confirmLabel="Desativar"
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setUrl(null);
              toast.success('Link desativado');
            },
            onError: failure('Não foi possível desativar o link'),
          })
        }
      />
    </Card>
  );
}

export function PaymentsCard({ invoice }: { invoice: InvoiceDetail }) {
  const label = (method: string) => paymentMethods.find((entry) => entry.value === method)?.label ?? method;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pagamentos recebidos</CardTitle>
      </CardHeader>
      <CardContent>
        {invoice.payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum pagamento registrado.</p>
        ) : (
          <ul className="divide-y text-sm">
            {invoice.payments.map((payment, index) => (
              <li key={`${payment.paymentId}-${index}`} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {formatDate(payment.receivedOn)} · {payment.refund ? 'Estorno · ' : ''}
                  {label(payment.method)}
                  {payment.reference ? ` · ${payment.reference}` : ''}
                </span>
                <span className="text-right tabular-nums">
                  <strong className={payment.refund ? 'text-red-700' : undefined}>
                    {formatMoney(payment.amount)}
                  </strong>
                  {toCents(payment.lateFees) !== 0n ? (
                    <span className="block text-xs text-muted-foreground">
                      {toCents(payment.lateFees) > 0n ? '+ ' : ''}
                      {formatMoney(payment.lateFees)} de multa e juros
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm">
          <Link to="/coders/finance/pagamentos" className="text-primary hover:underline">
            Ver todos os pagamentos
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

function FileUpload({
  invoice,
  kind,
  label,
  accept,
}: {
  invoice: InvoiceDetail;
  kind: InvoiceFileKind;
  label: string;
  accept: string;
}) {
  const upload = useUploadInvoiceFile(invoice.id);
  const inputId = useId();
  const current =
    kind === 'nfse-pdf' ? invoice.nfse.pdf : kind === 'nfse-xml' ? invoice.nfse.xml : invoice.boleto.file;
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      {current ? (
        <a
          href={`/api/invoices/${invoice.id}/files/${kind}`}
          className="text-primary hover:underline"
          download
        >
          {current.filename} ({Math.max(1, Math.round(current.size / 1024))} KB)
        </a>
      ) : null}
      <input
        id={inputId}
        type="file"
        accept={accept}
        className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          upload.mutate(
            { kind, file },
            {
              onSuccess: () => toast.success('Arquivo anexado', file.name),
              onError: failure('Não foi possível anexar o arquivo'),
            },
          );
        }}
      />
    </div>
  );
}

export function NfseCard({ invoice }: { invoice: InvoiceDetail }) {
  const save = useSaveNfse(invoice.id);
  const [number, setNumber] = useState(invoice.nfse.number ?? '');
  const [issuedOn, setIssuedOn] = useState(invoice.nfse.issuedOn ?? '');
  const [code, setCode] = useState(invoice.nfse.verificationCode ?? '');
  const [rate, setRate] = useState(invoice.nfse.issRate?.replace('.', ',') ?? '');
  const [withheld, setWithheld] = useState(invoice.nfse.issWithheld ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { number, issuedOn, verificationCode: code, issRate: rate.replace(',', '.'), issWithheld: withheld },
      {
        onSuccess: () => {
          setErrors({});
          toast.success('NFS-e registrada');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
          failure('Não foi possível salvar a NFS-e')(error);
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>NFS-e</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Registre a nota emitida na prefeitura (aqui não se emite a nota).
        </p>
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
          <Field label="Número" htmlFor="nfse-number" error={errors.number}>
            <Input id="nfse-number" value={number} onChange={(event) => setNumber(event.target.value)} />
          </Field>
          <Field label="Data de emissão" htmlFor="nfse-date" error={errors.issuedOn}>
            <Input
              id="nfse-date"
              type="date"
              value={issuedOn}
              onChange={(event) => setIssuedOn(event.target.value)}
            />
          </Field>
          <Field label="Código de verificação" htmlFor="nfse-code" error={errors.verificationCode}>
            <Input id="nfse-code" value={code} onChange={(event) => setCode(event.target.value)} />
          </Field>
          <Field label="Alíquota de ISS (%)" htmlFor="nfse-rate" error={errors.issRate}>
            <Input
              id="nfse-rate"
              inputMode="decimal"
              value={rate}
              onChange={(event) => setRate(event.target.value)}
            />
          </Field>
          <div className="flex items-center gap-2 sm:col-span-2">
            <Switch id="nfse-withheld" checked={withheld} onCheckedChange={setWithheld} />
            <label htmlFor="nfse-withheld" className="text-sm">
              ISS retido pelo cliente
            </label>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" variant="outline" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar NFS-e'}
            </Button>
          </div>
        </form>
        <div className="grid gap-3 sm:grid-cols-2">
          <FileUpload invoice={invoice} kind="nfse-pdf" label="PDF da NFS-e" accept="application/pdf,.pdf" />
          <FileUpload
            invoice={invoice}
            kind="nfse-xml"
            label="XML da NFS-e"
            accept=".xml,application/xml,text/xml"
          />
        </div>
      </CardContent>
    </Card>
  );
}

export function BoletoCard({ invoice }: { invoice: InvoiceDetail }) {
  const save = useSaveBoleto(invoice.id);
  const [line, setLine] = useState(invoice.boleto.line ?? '');
  const [error, setError] = useState<string>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(line, {
      onSuccess: () => {
        setError(undefined);
        toast.success('Boleto registrado');
      },
      onError: (failed) => {
        setError(failed.message);
        failure('Não foi possível salvar o boleto')(failed);
      },
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Boleto</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Um boleto emitido no banco pode ser registrado aqui e aparece no link público.
        </p>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <Field label="Linha digitável" htmlFor="boleto-line" error={error}>
            <Input
              id="boleto-line"
              inputMode="numeric"
              value={line}
              onChange={(event) => setLine(event.target.value)}
            />
          </Field>
          <div>
            <Button type="submit" variant="outline" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar linha digitável'}
            </Button>
          </div>
        </form>
        <FileUpload invoice={invoice} kind="boleto" label="PDF do boleto" accept="application/pdf,.pdf" />
      </CardContent>
    </Card>
  );
}
