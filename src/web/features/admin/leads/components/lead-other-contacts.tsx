/**
 * 'Outros contatos' in the lead drawer (decision 056): the e-mails and phones the person gave besides
 * the lead's own — in the chat, on a form, kept by a merge, or added here — with where each came from
 * and since when. Staff add one (checked by the shared schema) or remove one after confirming.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, Phone, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { leadContactKinds, leadContactSources } from '@shared/catalog/lead-identity';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatPhone } from '@shared/format';
import {
  type LeadContact,
  type LeadContactCreateInput,
  leadContactCreateSchema,
} from '@shared/schemas/lead-identity';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useAddLeadContact } from '../api/add-lead-contact';
import { useRemoveLeadContact } from '../api/remove-lead-contact';
import { mailtoLink } from '../lib/contact-links';
import { Section } from './lead-drawer-sections';

export function LeadOtherContacts({ leadId, contacts }: { leadId: string; contacts: LeadContact[] }) {
  const remove = useRemoveLeadContact(leadId);
  const [removing, setRemoving] = useState<LeadContact | null>(null);

  async function confirmRemove(contact: LeadContact) {
    try {
      await remove.mutateAsync(contact.id);
      toast.success('Contato removido', 'O contato foi removido do lead.');
    } catch (error) {
      toast.error('Erro ao remover contato', error instanceof Error ? error.message : 'Tente novamente.');
    }
  }

  return (
    <Section title={`Outros contatos (${contacts.length})`}>
      {contacts.length ? (
        <ul className="grid gap-2" aria-label="Outros contatos">
          {contacts.map((contact) => (
            <li key={contact.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                {contact.kind === 'email' ? (
                  <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                ) : (
                  <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <span className="min-w-0">
                  <a
                    className="block truncate underline-offset-2 hover:underline"
                    href={contact.kind === 'email' ? mailtoLink(contact.value) : `tel:${contact.value}`}
                  >
                    {contact.kind === 'email' ? contact.value : formatPhone(contact.value)}
                  </a>
                  <span className="text-xs text-muted-foreground">
                    {statusBadge(leadContactKinds, contact.kind).label} · desde{' '}
                    {formatDate(contact.firstSeenAt)}
                  </span>
                </span>
              </span>
              <span className="flex shrink-0 items-center gap-1">
                <Badge color={statusBadge(leadContactSources, contact.source).color}>
                  {statusBadge(leadContactSources, contact.source).label}
                </Badge>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover ${contact.kind === 'email' ? contact.value : formatPhone(contact.value)}`}
                  onClick={() => setRemoving(contact)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          Nenhum outro e-mail ou telefone. Os que a pessoa informar no chat ou em formulários aparecem aqui.
        </p>
      )}
      <AddContactForm leadId={leadId} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remover contato?"
        description={
          removing
            ? `${removing.kind === 'email' ? removing.value : formatPhone(removing.value)} deixa de aparecer neste lead e na busca.`
            : ''
        }
        confirmLabel="Remover contato"
        onConfirm={() => removing && void confirmRemove(removing)}
      />
    </Section>
  );
}

function AddContactForm({ leadId }: { leadId: string }) {
  const add = useAddLeadContact(leadId);
  const form = useForm<LeadContactCreateInput, unknown, { kind: 'email' | 'phone'; value: string }>({
    resolver: zodResolver(leadContactCreateSchema),
    defaultValues: { kind: 'email', value: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');

  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset({ kind: values.kind, value: '' });
      toast.success('Contato adicionado', 'A busca de leads passa a encontrar este lead por ele.');
    } catch (error) {
      const message = error instanceof ApiError ? (error.fields?.value ?? error.message) : 'Tente novamente.';
      form.setError('value', { message });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-2 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-end"
    >
      <Field label="Tipo" htmlFor="contact-kind">
        <NativeSelect id="contact-kind" className="h-9" {...form.register('kind')}>
          {leadContactKinds.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Novo contato" htmlFor="contact-value" error={errors.value?.message}>
        <Input
          id="contact-value"
          className="h-9"
          type={kind === 'phone' ? 'tel' : 'email'}
          autoComplete="off"
          aria-invalid={Boolean(errors.value)}
          aria-describedby={errors.value ? 'contact-value-error' : undefined}
          {...form.register('value')}
        />
      </Field>
      <Button type="submit" size="sm" variant="outline" className="h-9" disabled={isSubmitting}>
        <Plus aria-hidden="true" />
        Adicionar contato
      </Button>
    </form>
  );
}
