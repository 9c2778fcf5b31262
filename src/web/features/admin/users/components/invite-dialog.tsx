import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { contractTypes } from '@shared/onboarding/catalog';
import {
  type AccessLinkCreated,
  INVITE_VALID_DAYS,
  type InviteUserInput,
  inviteUserSchema,
} from '@shared/schemas/user';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useInviteUser } from '../api/invite-user';
import { CopyLink } from './copy-link';
import { CustomRoleCheckboxes } from './custom-role-checkboxes';
import { StaffRoleCheckboxes } from './staff-role-checkboxes';

/** 'Convidar Usuário': e-mail and roles in, a 7-day one-time link out. */
export function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [created, setCreated] = useState<(AccessLinkCreated & { email: string }) | null>(null);
  const mutation = useInviteUser();
  const form = useForm<InviteUserInput>({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: { email: '', staffRoles: [], customRoles: [], contractType: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCreated(null);
      form.reset();
      mutation.reset();
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const link = await mutation.mutateAsync(values);
      setCreated({ ...link, email: values.email.trim().toLowerCase() });
    } catch (error) {
      if (error instanceof ApiError && (error.fields?.email || error.fields?.customRoles)) {
        if (error.fields.email) form.setError('email', { message: error.fields.email });
        if (error.fields.customRoles) form.setError('customRoles', { message: error.fields.customRoles });
        return;
      }
      toast.error('Erro ao criar convite', error instanceof Error ? error.message : undefined);
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent width={500}>
        <DialogHeader>
          <DialogTitle>Convidar Usuário</DialogTitle>
          <DialogDescription>
            {created
              ? `Convite criado para ${created.email}.`
              : `A pessoa recebe um link para criar a senha e entrar com os papéis escolhidos. O link vale por ${INVITE_VALID_DAYS} dias.`}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <CopyLink
              url={created.url}
              expiresAt={created.expiresAt}
              emailed={created.emailed}
              email={created.email}
            />
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Concluir
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-5">
            <Field label="Email" htmlFor="invite-email" error={errors.email?.message}>
              <Input
                id="invite-email"
                type="email"
                autoComplete="off"
                placeholder="nome@empresa.com.br"
                aria-invalid={Boolean(errors.email)}
                aria-describedby={errors.email ? 'invite-email-error' : undefined}
                {...form.register('email')}
              />
            </Field>
            <Controller
              control={form.control}
              name="staffRoles"
              render={({ field }) => (
                <StaffRoleCheckboxes idPrefix="invite" value={field.value ?? []} onChange={field.onChange} />
              )}
            />
            <Controller
              control={form.control}
              name="customRoles"
              render={({ field }) => (
                <CustomRoleCheckboxes
                  idPrefix="invite"
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={errors.customRoles?.message}
                />
              )}
            />
            <Field
              label="Contrato (onboarding)"
              htmlFor="invite-contract"
              hint="Com algum papel, o onboarding começa quando o convite é aceito."
            >
              <NativeSelect id="invite-contract" {...form.register('contractType')}>
                <option value="">Padrão dos convites</option>
                {contractTypes.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Gerando...' : 'Gerar convite'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
