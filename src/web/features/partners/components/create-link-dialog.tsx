/**
 * 'Gerar link de indicação': a partner and a validity (1–90 days) on the form kit
 * (referralLinkFormSchema, the one the server checks); the one-time link is then shown once, to copy.
 */
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@shared/format';
import { type ReferralLinkCreated, referralLinkFormSchema } from '@shared/partners/schemas';
import { TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Button } from '@web/components/ui/button';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { toast } from '@web/lib/toast';
import { useCreateReferralLink } from '../api/partners';
import { PartnerSelectField } from './partner-select-field';

export function CreateLinkDialog({ partnerId }: { partnerId: string }) {
  const [created, setCreated] = useState<ReferralLinkCreated | null>(null);
  return (
    <DialogContent width={560}>
      <DialogHeader>
        <DialogTitle>Gerar link de indicação</DialogTitle>
        <DialogDescription>
          Um link de uso único para o parceiro enviar um lead, sem login. Ele é mostrado só agora: copie e
          envie ao parceiro.
        </DialogDescription>
      </DialogHeader>
      {created ? (
        <CreatedLink created={created} />
      ) : (
        <LinkForm partnerId={partnerId} onCreated={setCreated} />
      )}
    </DialogContent>
  );
}

function LinkForm({
  partnerId,
  onCreated,
}: {
  partnerId: string;
  onCreated: (created: ReferralLinkCreated) => void;
}) {
  const create = useCreateReferralLink();
  const { form, submit } = useKitForm({
    schema: referralLinkFormSchema,
    defaultValues: { partnerId, expiresInDays: '14' },
    onSubmit: async (body) => onCreated(await create.mutateAsync(body)),
  });
  return (
    <KitForm form={form} onSubmit={submit}>
      <PartnerSelectField />
      <TextField name="expiresInDays" label="Validade (dias)" inputMode="numeric" />
      <FormMessage />
      <div className="flex justify-end">
        <SubmitButton pendingLabel="Gerando...">Gerar link</SubmitButton>
      </div>
    </KitForm>
  );
}

function CreatedLink({ created }: { created: ReferralLinkCreated }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.url);
      toast.success('Link copiado');
    } catch {
      toast.error('Não foi possível copiar', 'Selecione o link e copie manualmente.');
    }
  }
  return (
    <div className="grid gap-3">
      <Field
        label="Link de indicação"
        htmlFor="referral-link-url"
        hint={`Expira em ${formatDateTime(created.expiresAt)}.`}
      >
        <Input
          id="referral-link-url"
          readOnly
          value={created.url}
          onFocus={(event) => event.target.select()}
        />
      </Field>
      <div className="flex justify-end">
        <Button onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          Copiar link
        </Button>
      </div>
    </div>
  );
}
