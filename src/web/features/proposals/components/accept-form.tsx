/**
 * The client's acceptance on /proposta/:token, on the form kit over the server's own schema
 * (proposalAcceptSchema): name, CPF and the checkbox, sent with the version and content hash the page
 * was served, so the client accepts exactly what they read. A 409 'proposal_changed' hands over to the
 * page, which shows the new version and asks again.
 */
import { useEffect } from 'react';
import { formatMoney } from '@shared/format';
import {
  PROPOSAL_CHANGED,
  type PublicAcceptResult,
  type PublicProposal,
  proposalAcceptSchema,
} from '@shared/proposals/schemas';
import { CheckboxField, TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { ApiError } from '@web/lib/api';
import { acceptProposal } from '../api/public-proposal';

export type Signer = { name: string; cpf: string };

export function AcceptForm({
  token,
  proposal,
  total,
  ticked,
  signer,
  onSigner,
  onAccepted,
  onChanged,
  children,
}: {
  token: string;
  /** The version and content hash the page shows: what the client accepts. */
  proposal: Pick<PublicProposal, 'version' | 'contentHash'>;
  total: string;
  ticked: number[];
  /** Name and CPF outlive a new version of the proposal (the page remounts this form). */
  signer: Signer;
  onSigner: (signer: Signer) => void;
  onAccepted: (result: PublicAcceptResult) => void;
  /** The proposal changed since the page loaded: show the new version. */
  onChanged: () => void;
  /** Beside the submit button (the way to decline). */
  children?: React.ReactNode;
}) {
  const { form, submit } = useKitForm({
    schema: proposalAcceptSchema,
    defaultValues: {
      name: signer.name,
      cpf: signer.cpf,
      version: proposal.version,
      contentHash: proposal.contentHash,
      selectedOptionalItemIds: ticked,
    },
    onSubmit: async (values) => {
      try {
        onAccepted(await acceptProposal(token, { ...values, selectedOptionalItemIds: ticked }));
      } catch (error) {
        if (error instanceof ApiError && error.code === PROPOSAL_CHANGED.code) return onChanged();
        throw error;
      }
    },
  });
  useEffect(() => {
    const subscription = form.watch((values) => onSigner({ name: values.name ?? '', cpf: values.cpf ?? '' }));
    return () => subscription.unsubscribe();
  }, [form, onSigner]);

  return (
    <KitForm form={form} onSubmit={submit} aria-label="Aceitar a proposta">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Nome completo" autoComplete="name" />
        <TextField name="cpf" label="CPF" mask="cpf" placeholder="000.000.000-00" />
      </div>
      <CheckboxField name="agree" label="Li e aceito esta proposta">
        Li e aceito esta proposta, no valor de <strong>{formatMoney(total)}</strong>, com os itens marcados, a
        forma de pagamento e as condições acima.
      </CheckboxField>
      <FormMessage />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pendingLabel="Registrando...">Aceitar proposta</SubmitButton>
        {children}
      </div>
    </KitForm>
  );
}
