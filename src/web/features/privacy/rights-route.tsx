/**
 * /meus-dados (docs/product/privacy-lgpd.md): the person picks an art. 18 right, gives the e-mail used
 * with us and sends; the answer is the same whatever we hold. Prerendered; the form works once the app
 * has hydrated (a tap on the button before that is held and replayed, decision 013).
 */
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { PRIVACY_PATH } from '@shared/content/privacy-consent';
import { site } from '@shared/content/site';
import {
  PRIVACY_REQUEST_TYPE_HINTS,
  PRIVACY_REQUEST_TYPE_LABELS,
  PRIVACY_REQUEST_TYPES,
} from '@shared/privacy/catalog';
import { privacyRequestSchema } from '@shared/privacy/schemas';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Input, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import type { Head } from '@web/lib/head';
import { revealOnMount } from '@web/lib/reveal';
import { useSubmitPrivacyRequest } from './api/privacy-public';
import { PrivacyValue, usePrivacySettings } from './privacy-settings';

const TITLE = 'Meus dados';

/** The first message of each field of a failed parse. */
const firstErrors = (error: z.ZodError) =>
  Object.fromEntries(
    Object.entries(z.flattenError(error).fieldErrors as Record<string, string[] | undefined>).flatMap(
      ([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : []),
    ),
  );

export const handle = {
  head: (): Head => ({
    title: `${TITLE} (LGPD) | ${site.name}`,
    tags: [
      {
        tag: 'meta',
        attrs: {
          name: 'description',
          content:
            'Peça acesso, correção, portabilidade ou exclusão dos seus dados pessoais, ou revogue o consentimento.',
        },
      },
    ],
  }),
};

export function Component() {
  usePageTitle(TITLE);
  const settings = usePrivacySettings();
  const submit = useSubmitPrivacyRequest();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);

  // Uncontrolled fields: what a visitor types before the prerendered page hydrates is kept.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The same schema the server validates with (its PT-BR messages under the fields).
    const parsed = privacyRequestSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const answer = await submit.mutateAsync(parsed.data);
      setDone(answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else
        setErrors({
          form: error instanceof Error ? error.message : 'Não foi possível enviar. Tente de novo.',
        });
    }
  }

  return (
    <article className="mx-auto grid max-w-3xl gap-8 px-4 py-10 md:py-16">
      <header className="grid gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-primary uppercase">
          <ShieldCheck className="size-4" aria-hidden="true" />
          LGPD
        </p>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{TITLE}</h1>
        <p className="leading-relaxed text-foreground/90">
          Aqui você exerce os seus direitos de titular (art. 18 da LGPD): saber se tratamos os seus dados,
          recebê-los, corrigi-los, levá-los a outro fornecedor, apagá-los ou revogar o consentimento. Não é
          preciso ter conta. Respondemos em até 15 dias.
        </p>
        <p className="text-sm text-muted-foreground">
          Encarregado pelo tratamento de dados (DPO): <PrivacyValue name="dpoName" value={settings.dpoName} />{' '}
          · <PrivacyValue name="dpoEmail" value={settings.dpoEmail} /> ·{' '}
          <a href={PRIVACY_PATH} className="font-medium text-primary underline">
            Política de Privacidade
          </a>
        </p>
      </header>

      {done ? (
        <div
          ref={revealOnMount}
          role="status"
          tabIndex={-1}
          className="grid scroll-mt-24 gap-2 rounded-xl border border-primary/30 bg-primary/5 p-6 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <h2 className="text-lg font-semibold">Pedido recebido</h2>
          <p className="leading-relaxed">{done}</p>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6">
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-lg font-semibold">O que você quer fazer?</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {PRIVACY_REQUEST_TYPES.map((option) => (
                <label
                  key={option}
                  className="flex cursor-pointer gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                >
                  <input
                    type="radio"
                    name="type"
                    value={option}
                    defaultChecked={option === 'acesso'}
                    className="mt-0.5 accent-[var(--color-primary)]"
                  />
                  <span className="grid gap-0.5">
                    <span className="font-medium">{PRIVACY_REQUEST_TYPE_LABELS[option]}</span>
                    <span className="text-muted-foreground">{PRIVACY_REQUEST_TYPE_HINTS[option]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="E-mail usado com a Coders" htmlFor="rights-email" error={errors.email}>
              <Input
                id="rights-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                aria-invalid={Boolean(errors.email)}
                aria-describedby={errors.email ? 'rights-email-error' : undefined}
              />
            </Field>
            <Field label="Nome (opcional)" htmlFor="rights-name" error={errors.name}>
              <Input id="rights-name" autoComplete="name" name="name" />
            </Field>
            <Field
              label="Telefone (opcional)"
              htmlFor="rights-phone"
              hint="Sem o link por e-mail, confirmamos a sua identidade ligando para este número."
              error={errors.phone}
            >
              <Input id="rights-phone" type="tel" mask="phone" autoComplete="tel" name="phone" />
            </Field>
          </div>
          <Field
            label="Detalhes (opcional)"
            htmlFor="rights-details"
            hint="Por exemplo, qual dado corrigir."
            error={errors.details}
          >
            <Textarea id="rights-details" rows={4} name="details" />
          </Field>
          {/* Honeypot: hidden from people, filled by bots. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
            <label htmlFor="rights-website">Site</label>
            <input id="rights-website" tabIndex={-1} autoComplete="off" name="website" />
          </div>
          {errors.form || errors.type ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.form ?? errors.type}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            Usamos o e-mail e o telefone informados só para confirmar que o pedido é seu e respondê-lo.
          </p>
          <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={submit.isPending}>
            {submit.isPending ? 'Enviando...' : 'Enviar pedido'}
          </Button>
        </form>
      )}
    </article>
  );
}
