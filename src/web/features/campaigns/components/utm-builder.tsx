/**
 * The campaign's link for one ad or post (docs/product/analytics-and-campaigns.md): a page of the site
 * plus the UTM values (utm_campaign is the campaign's identifier), with its QR code. Copying the link
 * submits the form, so a value over its limit is shown under its field first.
 */
import { Copy } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { renderSVG } from 'uqr';
import { buildUtmLink } from '@shared/campaigns/rules';
import { type UtmLinkForm, utmLinkSchema } from '@shared/campaigns/schemas';
import { TextField } from '@web/components/form/fields';
import { KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { toast } from '@web/lib/toast';

const UTM_FIELDS = [
  { key: 'source', label: 'Fonte (utm_source)', placeholder: 'instagram' },
  { key: 'medium', label: 'Mídia (utm_medium)', placeholder: 'cpc' },
  { key: 'content', label: 'Conteúdo (utm_content)', placeholder: 'anuncio-video' },
  { key: 'term', label: 'Termo (utm_term)', placeholder: 'agencia de sites' },
] as const;

/** The link of the values typed so far ('' while the page is not a path of the site). */
function linkOf(values: Partial<UtmLinkForm>, slug: string): string {
  const { path = '', source = '', medium = '', content = '', term = '' } = values;
  try {
    return buildUtmLink(window.location.origin, path.trim() || '/', {
      source,
      medium,
      content,
      term,
      campaign: slug,
    });
  } catch {
    return '';
  }
}

export function UtmBuilder({ slug }: { slug: string }) {
  const { form, submit } = useKitForm({
    schema: utmLinkSchema,
    defaultValues: { path: '/', source: '', medium: '', content: '', term: '' },
    onSubmit: async (values) => {
      try {
        await navigator.clipboard.writeText(linkOf(values, slug));
        toast.success('Link copiado');
      } catch {
        toast.error('Não foi possível copiar', 'Selecione o link e copie manualmente.');
      }
    },
  });
  const link = linkOf(useWatch({ control: form.control }), slug);
  const qr = useMemo(() => (link ? renderSVG(link, { border: 2 }) : ''), [link]);
  const linkId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Link com UTM</CardTitle>
        <CardDescription>Monte o link de cada anúncio ou post; utm_campaign = {slug}.</CardDescription>
      </CardHeader>
      <CardContent>
        <KitForm form={form} onSubmit={submit} aria-label="Link com UTM" className="gap-3">
          <TextField name="path" label="Página do site" hint="Ex.: / ou /questionario" maxLength={200} />
          <div className="grid gap-3 sm:grid-cols-2">
            {UTM_FIELDS.map((item) => (
              <TextField
                key={item.key}
                name={item.key}
                label={item.label}
                placeholder={item.placeholder}
                maxLength={100}
              />
            ))}
          </div>
          <Field label="Link gerado" htmlFor={linkId}>
            <div className="flex gap-2">
              <Input
                id={linkId}
                readOnly
                className="min-w-0"
                value={link}
                onFocus={(event) => event.target.select()}
              />
              <SubmitButton variant="outline" disabled={!link} pendingLabel="Copiando...">
                <Copy className="size-4" aria-hidden="true" /> Copiar
              </SubmitButton>
            </div>
          </Field>
          {qr ? (
            <div
              role="img"
              aria-label={`QR code do link ${link}`}
              className="size-40 rounded border bg-white p-1 [&>svg]:h-full [&>svg]:w-full"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr draws only rects from the link we built.
              dangerouslySetInnerHTML={{ __html: qr }}
            />
          ) : null}
        </KitForm>
      </CardContent>
    </Card>
  );
}
