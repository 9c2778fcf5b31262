/**
 * 'Nova conta bancária' (docs/product/invoices-and-payments.md, 'Contas bancárias'): name, bank code,
 * agency and account — the account a statement is imported into.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  type BankAccount,
  type BankAccountInput,
  bankAccountSchema,
} from '@shared/payments/statement-schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useCreateBankAccount } from '../../api/statement';

const EMPTY: BankAccountInput = { name: '', bankCode: '', branch: '', accountNumber: '' };

export function BankAccountDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (account: BankAccount) => void;
}) {
  const id = useId();
  const create = useCreateBankAccount();
  const form = useForm<BankAccountInput>({ resolver: zodResolver(bankAccountSchema), defaultValues: EMPTY });
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (account) => {
        toast.success('Conta bancária cadastrada');
        onCreated?.(account);
        onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields)
          for (const [field, message] of Object.entries(error.fields))
            form.setError(field as keyof BankAccountInput, { message });
        toast.error('Não foi possível cadastrar a conta', error.message);
      },
    }),
  );
  const errors = form.formState.errors;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nova conta bancária</DialogTitle>
          <DialogDescription>
            Os extratos são importados numa conta; o OFX fica ligado à conta do arquivo.
          </DialogDescription>
        </DialogHeader>
        <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field label="Nome" htmlFor={`${id}-name`} error={errors.name?.message} className="sm:col-span-2">
            <Input id={`${id}-name`} placeholder="Ex.: Itaú PJ" {...form.register('name')} />
          </Field>
          <Field
            label="Banco (código)"
            htmlFor={`${id}-bank`}
            error={errors.bankCode?.message}
            hint="Ex.: 341, 237, 001"
          >
            <Input id={`${id}-bank`} inputMode="numeric" {...form.register('bankCode')} />
          </Field>
          <Field label="Agência" htmlFor={`${id}-branch`} error={errors.branch?.message}>
            <Input id={`${id}-branch`} {...form.register('branch')} />
          </Field>
          <Field
            label="Conta"
            htmlFor={`${id}-account`}
            error={errors.accountNumber?.message}
            className="sm:col-span-2"
          >
            <Input id={`${id}-account`} {...form.register('accountNumber')} />
          </Field>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" form={id} disabled={create.isPending}>
            {create.isPending ? 'Salvando...' : 'Cadastrar conta'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
