/**
 * /indicar/:token: a partner's one-time link to refer a lead (docs/product/partners.md). No sign-in:
 * the token is the credential. The partner fills the contact of the person referred and confirms that
 * person agreed to be contacted; the answer is the same whether or not the contact was already known.
 */
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@shared/format';
import { referralApi } from '@shared/partners/api';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/feedback';
import { Input, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { call } from '@web/lib/call';

const TITLE = 'Indicar um cliente';

function Shell({ children, description }: { children: React.ReactNode; description: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 via-white to-blue-100 px-4 py-10">
      <div className="w-full max-w-lg">
        <Link to="/" className="mb-6 flex items-center justify-center gap-2 text-2xl font-bold text-primary">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          Coders
        </Link>
        <div className="rounded-xl border bg-card p-6 shadow-lg sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">{TITLE}</h1>
          <p className="mb-6 mt-1 text-sm text-muted-foreground">{description}</p>
          {children}
        </div>
      </div>
    </main>
  );
}

export function Component() {
  usePageTitle(TITLE);
  const token = useParams().token ?? '';
  const link = useQuery({
    queryKey: ['referral-link', token],
    queryFn: () => call(referralApi.read, { params: { token } }),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [values, setValues] = useState({ name: '', email: '', phone: '', company: '', note: '' });
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setErrors({});
    setFormError('');
    setSending(true);
    try {
      await call(referralApi.submit, {
        params: { token },
        body: {
          ...values,
          phone: values.phone || null,
          company: values.company || null,
          // Sent unchecked too: the server answers with its PT-BR message under the checkbox.
          consent: consent as true,
          website,
        },
      });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length) {
        setErrors(error.fields);
        setFormError('Revise os campos destacados.');
      } else {
        setFormError(error instanceof Error ? error.message : 'Não foi possível enviar. Tente novamente.');
      }
    } finally {
      setSending(false);
    }
  }

  if (link.isPending) return <Spinner className="min-h-screen" label="Carregando..." />;
  if (link.isError) {
    return (
      <Shell description="Não foi possível abrir este link.">
        <p role="alert" className="text-sm">
          {link.error.message}
        </p>
        <p className="mt-3 text-sm text-muted-foreground">Peça um novo link à equipe da Coders.</p>
      </Shell>
    );
  }
  if (sent) {
    return (
      <Shell description={`Obrigado pela indicação, ${link.data.partnerName}.`}>
        <p role="status" className="flex items-start gap-2 text-sm">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
          Recebemos a indicação. Nossa equipe comercial vai entrar em contato com a pessoa indicada.
        </p>
      </Shell>
    );
  }
  const input = (key: keyof typeof values) => ({
    id: `referral-${key}`,
    value: values[key],
    onChange: set(key),
    'aria-invalid': errors[key] ? true : undefined,
  });
  return (
    <Shell
      description={`Indicação de ${link.data.partnerName}. Este link vale para uma indicação, até ${formatDateTime(link.data.expiresAt)}.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Field label="Nome da pessoa indicada" htmlFor="referral-name" error={errors.name}>
          <Input {...input('name')} required maxLength={200} autoComplete="off" />
        </Field>
        <Field label="E-mail" htmlFor="referral-email" error={errors.email}>
          <Input {...input('email')} type="email" required maxLength={254} autoComplete="off" />
        </Field>
        <Field label="Telefone (opcional)" htmlFor="referral-phone" error={errors.phone}>
          <Input {...input('phone')} type="tel" mask="phone" maxLength={40} autoComplete="off" />
        </Field>
        <Field label="Empresa (opcional)" htmlFor="referral-company" error={errors.company}>
          <Input {...input('company')} maxLength={200} autoComplete="off" />
        </Field>
        <Field
          label="Observação (opcional)"
          htmlFor="referral-note"
          error={errors.note}
          hint="O que a pessoa precisa."
        >
          <Textarea {...input('note')} rows={3} maxLength={2000} />
        </Field>
        {/* Honeypot: hidden from people. */}
        <div aria-hidden="true" className="hidden">
          <label htmlFor="referral-website">Site</label>
          <input
            id="referral-website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="referral-consent" className="flex items-start gap-2 text-sm">
            <input
              id="referral-consent"
              type="checkbox"
              className="mt-0.5 size-4"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
            />
            <span>
              A pessoa indicada autorizou que a Coders entre em contato com ela. Veja a{' '}
              <Link to="/privacidade" className="underline">
                política de privacidade
              </Link>
              .
            </span>
          </label>
          {errors.consent ? <p className="text-sm text-destructive">{errors.consent}</p> : null}
        </div>
        {formError ? (
          <p role="alert" className="text-sm text-destructive">
            {formError}
          </p>
        ) : null}
        <Button type="submit" disabled={sending}>
          {sending ? 'Enviando...' : 'Enviar indicação'}
        </Button>
      </form>
    </Shell>
  );
}
