/** The client's refusal on /proposta/:token, with a reason: the form kit over proposalDeclineSchema. */
import { proposalDeclineSchema } from '@shared/proposals/schemas';
import { TextAreaField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { declineProposal } from '../api/public-proposal';

export function DeclineForm({ token, onDeclined }: { token: string; onDeclined: () => void }) {
  const { form, submit } = useKitForm({
    schema: proposalDeclineSchema,
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      await declineProposal(token, reason);
      onDeclined();
    },
  });
  return (
    <KitForm form={form} onSubmit={submit} aria-label="Recusar a proposta" className="gap-3 border-t pt-4">
      <TextAreaField name="reason" label="Por que você está recusando?" rows={3} maxLength={2000} />
      <FormMessage />
      <SubmitButton variant="outline" className="justify-self-start" pendingLabel="Enviando...">
        Enviar recusa
      </SubmitButton>
    </KitForm>
  );
}
