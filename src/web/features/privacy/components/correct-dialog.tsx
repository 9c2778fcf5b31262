/**
 * 'Corrigir dados' of a request (docs/product/privacy-lgpd.md): only what changes, on one of the
 * person's leads. Not on the form kit yet: the blank fields mean "unchanged" (see the report of issue 25).
 */
import { type FormEvent, useState } from 'react';
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
import { type PrivacyAction, usePrivacyAction } from '../api/privacy';
import type { RequestDialogProps } from './request-dialog-props';

/** Runs an action; a field error stays in the dialog, anything else is a toast. */
function useRun(onDone: () => void) {
  const action = usePrivacyAction();
  const [fieldError, setFieldError] = useState<string | null>(null);
  async function run(input: PrivacyAction, success: string) {
    setFieldError(null);
    try {
      const result = await action.mutateAsync(input);
      const emailed = typeof result === 'object' && 'emailed' in result ? result.emailed : undefined;
      toast.success(
        success,
        emailed === false ? 'SMTP desligado: a resposta não foi enviada por e-mail.' : undefined,
      );
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        setFieldError(Object.values(error.fields)[0] ?? error.message);
      else
        toast.error('Não foi possível concluir', error instanceof Error ? error.message : 'Tente novamente.');
    }
  }
  return { run, fieldError, setFieldError, pending: action.isPending };
}

const CORRECTABLE = [
  ['name', 'Nome'],
  ['email', 'E-mail'],
  ['phone', 'Telefone'],
  ['company', 'Empresa'],
] as const;

export function CorrectDialog({ request, open, onOpenChange }: RequestDialogProps) {
  const [leadId, setLeadId] = useState(request.leads[0]?.id ?? '');
  const [fields, setFields] = useState({ name: '', email: '', phone: '', company: '' });
  const { run, fieldError, setFieldError, pending } = useRun(() => onOpenChange(false));

  function submit(event: FormEvent) {
    event.preventDefault();
    const changed = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
    if (!Object.keys(changed).length) {
      setFieldError('Preencha ao menos um campo a corrigir.');
      return;
    }
    void run({ kind: 'correct', id: request.id, leadId, fields: changed }, 'Dados corrigidos');
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Corrigir dados</DialogTitle>
          <DialogDescription>
            Preencha só o que muda. A alteração fica na auditoria, sem os valores.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit}>
          <Field label="Lead" htmlFor={`correct-lead-${request.id}`}>
            <NativeSelect
              id={`correct-lead-${request.id}`}
              value={leadId}
              onChange={(event) => setLeadId(event.target.value)}
            >
              {request.leads.map((lead) => (
                <option key={lead.id} value={lead.id}>
                  {lead.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {CORRECTABLE.map(([key, text]) => (
            <Field key={key} label={text} htmlFor={`correct-${key}-${request.id}`}>
              <Input
                id={`correct-${key}-${request.id}`}
                value={fields[key]}
                onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
              />
            </Field>
          ))}
          {fieldError ? (
            <p role="alert" className="text-sm text-destructive">
              {fieldError}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              Salvar correção
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
